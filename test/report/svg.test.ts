/** The SVG chart toolkit: scales, and that each chart kind places its marks where its numbers say. */
import { describe, expect, it } from 'vitest';
import { errorBarChart } from '../../src/report/html/svg/errorbars.js';
import { fitLabel } from '../../src/report/html/svg/frame.js';
import { hbarChart } from '../../src/report/html/svg/hbar.js';
import { linearScale, logScale, niceStep, tickLabel } from '../../src/report/html/svg/scale.js';
import { stackedChart } from '../../src/report/html/svg/stacked.js';
import { stripChart } from '../../src/report/html/svg/strip.js';

const rects = (svg: string) =>
  [...svg.matchAll(/<rect class="seg [^"]*" data-value="[^"]*" x="([^"]+)" y="[^"]+" width="([^"]+)"/g)].map(
    (m) => [Number(m[1]), Number(m[2])] as const,
  );

describe('scales', () => {
  it('rounds steps to 1, 2 or 5 × 10^k', () => {
    expect([0.7, 1, 1.5, 3, 7, 12, 4500].map(niceStep)).toEqual([1, 1, 2, 5, 10, 20, 5000]);
  });

  it('linear: the domain covers the maximum with round ticks from 0', () => {
    const s = linearScale(7609, 500);
    expect(s.ticks).toEqual([0, 2000, 4000, 6000, 8000]);
    expect(s(8000)).toBe(500);
    expect(s(4000)).toBe(250);
    expect(s(-3)).toBe(0);
  });

  it('log: one tick per decade, values ≤ 1 at the origin', () => {
    const s = logScale(42_748, 500);
    expect(s.ticks).toEqual([1, 10, 100, 1000, 10_000, 100_000]);
    expect(s(1000)).toBeCloseTo(300, 9);
    expect(s(0)).toBe(0);
  });

  it('labels ticks briefly', () => {
    expect([0, 950, 1500, 2_000_000].map((v) => tickLabel(v))).toEqual(['0', '950', '1.5k', '2M']);
    expect(tickLabel(0.4, 'percent')).toBe('40 %');
  });

  it('cuts long labels, counting CJK characters as two', () => {
    expect(fitLabel('short', 200)).toBe('short');
    expect(fitLabel('a-very-long-skill-name-that-goes-on', 100)).toBe('a-very-long-…');
    expect([...fitLabel('这是一个非常非常长的中文技能名称', 100)].length).toBeLessThan(8);
  });
});

describe('charts', () => {
  const rows = [
    {
      label: 'o200k',
      segments: [
        { label: 'catalog', value: 2000, series: 's-catalog', title: 'c' },
        { label: 'bodies', value: 28_000, series: 's-body', title: 'b' },
        { label: 'resources', value: 10_000, series: 's-resources', title: 'r' },
      ],
    },
  ];

  it('stacked, linear: segments are adjacent and proportional to their values', () => {
    const [c, b, r] = rects(stackedChart({ name: 't', label: 't', rows, log: false, caption: '' }));
    expect(c![0] + c![1]).toBeCloseTo(b![0], 1);
    expect(b![0] + b![1]).toBeCloseTo(r![0], 1);
    expect(b![1] / c![1]).toBeCloseTo(14, 1);
  });

  it('stacked, log: each segment spans the log of the running totals', () => {
    const [c, b, r] = rects(stackedChart({ name: 't', label: 't', rows, log: true, caption: '' }));
    const x0 = c![0];
    // 5 decades (1 … 100k): the catalog ends at log10(2000)/5 of the width, the whole bar at log10(40000)/5.
    const width = (r![0] + r![1] - x0) / (Math.log10(40_000) / 5);
    expect(c![1] / width).toBeCloseTo(Math.log10(2000) / 5, 2);
    expect((b![0] + b![1] - x0) / width).toBeCloseTo(Math.log10(30_000) / 5, 2);
  });

  it('hbar: bar lengths follow the values, reference lines sit at theirs', () => {
    const svg = hbarChart({
      name: 'h',
      label: 'h',
      series: 's',
      caption: '',
      refs: [{ value: 500, label: '500 lines' }],
      rows: [
        { label: 'a', value: 1000, valueText: '1,000', title: 'a' },
        { label: 'b', value: 250, valueText: '250', title: 'b' },
      ],
    });
    const widths = [...svg.matchAll(/<rect x="([^"]+)" y="[^"]+" width="([^"]+)"/g)].map((m) => Number(m[2]));
    expect(widths[0]! / widths[1]!).toBeCloseTo(4, 1);
    const bar0 = Number(/<rect x="([^"]+)"/.exec(svg)![1]);
    const refX = Number(/data-ref="500"><title>500 lines<\/title><line x1="([^"]+)"/.exec(svg)![1]);
    expect(refX - bar0).toBeCloseTo(widths[0]! / 2, 0);
  });

  it('error bars: whiskers span the interval around the marker', () => {
    const svg = errorBarChart({
      name: 'e',
      label: 'e',
      caption: '',
      rows: [{ label: 'catalog', points: [{ series: 'top1', value: 0.5, low: 0.25, high: 0.75, title: 't' }] }],
    });
    const m = /<line x1="([^"]+)" x2="([^"]+)"[^>]*\/>[\s\S]*?<circle cx="([^"]+)"/.exec(svg)!;
    const [lo, hi, v] = [Number(m[1]), Number(m[2]), Number(m[3])];
    expect(v - lo).toBeCloseTo(hi - v, 1);
    expect(hi - lo).toBeGreaterThan(0);
  });

  it('strip: one dot per score, and the threshold line', () => {
    const svg = stripChart({
      name: 's',
      label: 's',
      caption: '',
      groups: [
        {
          label: 'catalog',
          threshold: 0.5,
          positives: [
            { value: 0.9, title: 'p' },
            { value: 0.2, title: 'q', className: 'miss' },
          ],
          negatives: [{ value: 0.3, title: 'n' }],
        },
      ],
    });
    expect(svg.match(/<circle class="dot positive/g)?.length).toBe(2);
    expect(svg.match(/<circle class="dot negative/g)?.length).toBe(1);
    expect(svg).toContain('data-ref="0.5"');
  });
});
