/** Route renderers: counted nouns in the human output and the wording of the new no-match reasons. */
import { describe, expect, it } from 'vitest';
import { routeQuery, type RouteSkill } from '../../src/route/index.js';
import { renderRouteTable } from '../../src/report/route/table.js';
import { renderRouteMarkdown } from '../../src/report/route/markdown.js';
import { verdictSentence } from '../../src/report/route/model.js';

const two: RouteSkill[] = [
  { name: 'pdf-forms', description: 'Fill PDF forms.', body: '' },
  { name: 'pdf-merge', description: 'Merge PDF files.', body: '' },
];

describe('route renderers', () => {
  it('say "1 skill" and "1 more skill shares a term"', () => {
    const one = routeQuery(two.slice(0, 1), 'fill pdf forms', {});
    expect(renderRouteTable({ dir: 'd', result: one, explain: false }, false)).toContain('· 1 skill ·');
    expect(renderRouteMarkdown({ dir: 'd', result: one, explain: false })).toContain('over 1 skill,');
    const more = routeQuery(two, 'pdf', { top: 1 });
    expect(more.hitCount).toBe(2);
    expect(renderRouteTable({ dir: 'd', result: more, explain: false }, false)).toContain('1 more skill shares a term');
    expect(renderRouteTable({ dir: 'd', result: routeQuery(two, 'pdf', {}), explain: false }, false)).toContain(
      '· 2 skills ·',
    );
  });
  it('suggest --analyzer multi for a request the seed analyzer cannot see', () => {
    const r = routeQuery(two, '把表格提出来', {});
    expect(r.verdict).toMatchObject({ reason: 'no-seed-terms-non-ascii' });
    expect(verdictSentence(r)).toContain('--analyzer multi');
    // the analyzer is named as users know it, "baseline", never by the project's word "seed"
    expect(verdictSentence(r)).not.toMatch(/seed/i);
    expect(verdictSentence(routeQuery(two, 'the of', {}))).not.toContain('--analyzer multi');
  });
  it('say the seed analyzer left words out when it routes on the a–z part of a mixed request', () => {
    // Only "pdf" is seen; the Chinese words that say which PDF job is meant are not.
    const mixed = routeQuery(two, '把这些PDF文件合并', {});
    expect(mixed.verdict).toMatchObject({ kind: 'routed' });
    expect(verdictSentence(mixed)).toContain('--analyzer multi');
    expect(verdictSentence(routeQuery(two, 'merge pdf files', {}))).not.toContain('--analyzer multi');
    expect(verdictSentence(routeQuery(two, '把这些PDF文件合并', { router: 'catalog:multi' }))).not.toContain(
      '--analyzer multi',
    );
  });
});
