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

function valueFamily(name: string, help: string, type: 'counter' | 'gauge') {
  const values = new Map<string, number>();
  return {
    inc(labels: Labels, by = 1) {
      const key = labelText(labels);
      values.set(key, (values.get(key) ?? 0) + by);
    },
    set(labels: Labels, value: number) {
      values.set(labelText(labels), value);
    },
    render() {
      let text = header(name, help, type);
      for (const [labels, value] of values) text += `${series(name, labels)} ${value}\n`;
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
  const all = new Map<string, { counts: number[]; sum: number; count: number }>();
  return {
    observe(labels: Labels, value: number) {
      const key = labelText(labels);
      let entry = all.get(key);
      if (!entry) all.set(key, (entry = { counts: buckets.map(() => 0), sum: 0, count: 0 }));
      const index = buckets.findIndex((bound) => value <= bound);
      if (index >= 0) entry.counts[index]! += 1;
      entry.sum += value;
      entry.count += 1;
    },
    render() {
      let text = header(name, help, 'histogram');
      for (const [labels, entry] of all) {
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
