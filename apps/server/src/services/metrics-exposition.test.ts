// The Prometheus text format of the app's own series (metrics-exposition.ts): cumulative
// histogram buckets with +Inf, _sum and _count, and label values escaped as the format says.
import { describe, expect, it } from 'vitest';
import { counterFamily, gaugeFamily, histogramFamily } from './metrics-exposition.js';

describe('the metrics exposition', () => {
  it('writes a histogram with cumulative buckets, +Inf, sum and count per series', () => {
    const histogram = histogramFamily('t_seconds', 'Test durations.', [0.005, 0.025, 10]);
    for (const value of [0.003, 0.02, 20]) histogram.observe({ route: '/a' }, value);
    histogram.observe({ route: '/b' }, 0.01);
    expect(histogram.render()).toBe(
      [
        '# HELP t_seconds Test durations.',
        '# TYPE t_seconds histogram',
        't_seconds_bucket{route="/a",le="0.005"} 1',
        't_seconds_bucket{route="/a",le="0.025"} 2',
        't_seconds_bucket{route="/a",le="10"} 2',
        't_seconds_bucket{route="/a",le="+Inf"} 3',
        't_seconds_sum{route="/a"} 20.023',
        't_seconds_count{route="/a"} 3',
        't_seconds_bucket{route="/b",le="0.005"} 0',
        't_seconds_bucket{route="/b",le="0.025"} 1',
        't_seconds_bucket{route="/b",le="10"} 1',
        't_seconds_bucket{route="/b",le="+Inf"} 1',
        't_seconds_sum{route="/b"} 0.01',
        't_seconds_count{route="/b"} 1',
        '',
      ].join('\n'),
    );
  });

  it('keeps apart label sets a joined key would mix up (values holding control characters, the same pairs in another order)', () => {
    const counter = counterFamily('t_total', 'Things.');
    counter.inc({ a: 'x\u0002b\u0001y', b: 'z' });
    counter.inc({ a: 'x', b: 'y\u0002b\u0001z' });
    counter.inc({ a: '1', b: '2' });
    counter.inc({ b: '2', a: '1' });
    counter.inc({ a: '1', b: '2' });
    expect(counter.render().split('\n').slice(2, -1)).toEqual([
      't_total{a="x\u0002b\u0001y",b="z"} 1',
      't_total{a="x",b="y\u0002b\u0001z"} 1',
      't_total{a="1",b="2"} 2',
      't_total{b="2",a="1"} 1',
    ]);
  });

  it('adds up counters per label set, keeps a gauge at its last value, and escapes label values', () => {
    const counter = counterFamily('t_total', 'Things.');
    counter.inc({ job: 'a "quoted" \\ job\nwith a line' });
    counter.inc({ job: 'a "quoted" \\ job\nwith a line' }, 2);
    counter.inc({ job: 'plain' });
    expect(counter.render()).toBe(
      '# HELP t_total Things.\n# TYPE t_total counter\nt_total{job="a \\"quoted\\" \\\\ job\\nwith a line"} 3\nt_total{job="plain"} 1\n',
    );
    const gauge = gaugeFamily('t_open', 'Open things.');
    gauge.set({}, 4);
    gauge.set({}, 2);
    expect(gauge.render()).toBe('# HELP t_open Open things.\n# TYPE t_open gauge\nt_open 2\n');
  });
});
