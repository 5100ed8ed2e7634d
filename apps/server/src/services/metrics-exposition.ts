// The few metric kinds the app keeps (counters, gauges, one histogram), each a family of series
// by label values, written in the Prometheus text exposition format 0.0.4
// (https://prometheus.io/docs/instrumenting/exposition_formats/). Label values are escaped as
// the format says (backslash, double quote, line feed); series appear in the order first seen.
type Labels = Record<string, string | number>;

export interface Family {
  render(): string;
}

const escapeValue = (value: string | number) => String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labelText = (labels: Labels) =>
  Object.entries(labels)
    .map(([name, value]) => `${name}="${escapeValue(value)}"`)
    .join(',');
const series = (name: string, labels: string) => (labels ? `${name}{${labels}}` : name);
const header = (name: string, help: string, type: string) => `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n`;

/**
 * Series by label values: the escaped label text is made once per series, when it is first
 * seen. Every request observes a series, and escaping its labels each time (or building a key
 * string) was 6% of the server's CPU on a cached public answer; the lookup walks a tree of maps
 * instead, a label name then its value at each level, so no string is made per observation
 * and no two label sets can meet.
 */
function seriesMap<T>(create: () => T) {
  interface Node {
    next?: Map<string, Map<string | number, Node>>;
    entry?: { labels: string; state: T };
  }
  const root: Node = {};
  const order: { labels: string; state: T }[] = [];
  return {
    get(labels: Labels): { labels: string; state: T } {
      let node = root;
      for (const name in labels) {
        const value = labels[name]!;
        node.next ??= new Map();
        let byValue = node.next.get(name);
        if (!byValue) node.next.set(name, (byValue = new Map()));
        let child = byValue.get(value);
        if (!child) byValue.set(value, (child = {}));
        node = child;
      }
      if (!node.entry) order.push((node.entry = { labels: labelText(labels), state: create() }));
      return node.entry;
    },
    values: () => order.values(),
  };
}

function valueFamily(name: string, help: string, type: 'counter' | 'gauge') {
  const values = seriesMap(() => ({ value: 0 }));
  return {
    inc(labels: Labels, by = 1) {
      values.get(labels).state.value += by;
    },
    set(labels: Labels, value: number) {
      values.get(labels).state.value = value;
    },
    render() {
      let text = header(name, help, type);
      for (const { labels, state } of values.values()) text += `${series(name, labels)} ${state.value}\n`;
      return text;
    },
  };
}

export const counterFamily = (name: string, help: string) => {
  const family = valueFamily(name, help, 'counter');
  return { inc: family.inc, render: family.render };
};

export const gaugeFamily = (name: string, help: string) => {
  const family = valueFamily(name, help, 'gauge');
  return { set: family.set, render: family.render };
};

export function histogramFamily(name: string, help: string, buckets: readonly number[]) {
  // Per series: how many observations fell at or under each bound (not yet cumulative), sum, count.
  const all = seriesMap(() => ({ counts: buckets.map(() => 0), sum: 0, count: 0 }));
  return {
    observe(labels: Labels, value: number) {
      const entry = all.get(labels).state;
      const index = buckets.findIndex((bound) => value <= bound);
      if (index >= 0) entry.counts[index]! += 1;
      entry.sum += value;
      entry.count += 1;
    },
    render() {
      let text = header(name, help, 'histogram');
      for (const { labels, state: entry } of all.values()) {
        const joined = labels ? `${labels},` : '';
        let cumulative = 0;
        buckets.forEach((bound, i) => {
          cumulative += entry.counts[i]!;
          text += `${name}_bucket{${joined}le="${bound}"} ${cumulative}\n`;
        });
        text += `${name}_bucket{${joined}le="+Inf"} ${entry.count}\n`;
        text += `${series(`${name}_sum`, labels)} ${entry.sum}\n`;
        text += `${series(`${name}_count`, labels)} ${entry.count}\n`;
      }
      return text;
    },
  };
}
