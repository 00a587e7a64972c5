/** The cost–reach scatter: one point per strategy, the window line, labels that do not collide. */
import { describe, expect, it } from 'vitest';
import { scatterChart } from '../../src/report/html/svg/scatter.js';

const points = [
  'none',
  'full_1*',
  'index',
  'listing:claude-code',
  'listing:codex',
  'catalog+discover',
  'search',
  'full_all',
].map((label, i) => ({
  label,
  x: i === 0 ? 40 : 4000 + i * 300,
  y: i === 0 ? 0 : 0.8 + i * 0.02,
  low: 0.7,
  high: 0.95,
  title: `${label} <b>`,
}));

describe('scatterChart', () => {
  const svg = scatterChart({
    name: 'cost-reach',
    label: 'cost & reach',
    points,
    xCaption: 'tokens',
    yCaption: 'reach',
    limit: { value: 200_000, label: 'window 200,000' },
  });

  it('draws every point with its values, the limit line and escaped titles', () => {
    const xs = [...svg.matchAll(/<g class="point[^"]*" data-x="([^"]+)"/g)].map((m) => Number(m[1]));
    expect(xs.sort((a, b) => a - b)).toEqual(points.map((p) => p.x).sort((a, b) => a - b));
    expect(svg).toContain('data-ref="200000"');
    expect(svg).toContain('&lt;b&gt;');
    expect(svg).not.toContain('<b>');
    // Whole decades from below the cheapest point to above the window: 10 … 1M.
    expect([...svg.matchAll(/<text class="tick"[^>]*text-anchor="middle">([^<]+)</g)].map((m) => m[1])).toEqual([
      '10',
      '100',
      '1k',
      '10k',
      '100k',
      '1M',
    ]);
  });

  it('places the labels of a tight cluster without overlaps', () => {
    const boxes = [
      ...svg.matchAll(/<text class="point-label" x="([\d.]+)" y="([\d.]+)" text-anchor="(start|end)">([^<]+)</g),
    ].map((m) => {
      const x = Number(m[1]);
      const w = [...m[4]!].length * 6.8;
      return {
        x0: m[3] === 'start' ? x : x - w,
        x1: m[3] === 'start' ? x + w : x,
        y0: Number(m[2]) - 11,
        y1: Number(m[2]) + 3,
      };
    });
    expect(boxes).toHaveLength(points.length);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!, boxes[j]!];
        expect(a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1, `labels ${i} and ${j} overlap`).toBe(false);
      }
    }
  });
});
