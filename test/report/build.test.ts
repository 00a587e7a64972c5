/** buildReport, the report pipeline as a library call: the page `skillscope report` writes, without the CLI. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/html/build.js';
import { AUDIT_NEEDS } from '../../src/audit/audit.js';
import { openSkills } from '../../src/skills/load.js';
import { nodeFs } from '../../src/skills/fs.js';
import { getEncoding } from '../../src/tokenizer/index.js';
import { parseQueries } from '../../src/routing-bench/index.js';
import { resolveOptions } from '../../src/config/resolve.js';
import { FIXTURES } from '../helpers/cli.js';

const options = (encoding: 'cl100k_base' | 'o200k_base') => {
  const r = resolveOptions({ encoding });
  return {
    encodings: r.encodings.map((e) => getEncoding(e)),
    windowTokens: r.windowTokens,
    auditBudgets: r.auditBudgets,
    check: r.check,
    hosts: r.hosts,
    title: 't',
    generator: 'g',
    generatedAt: '2026-01-01 00:00 UTC',
  };
};

describe('buildReport', () => {
  it('builds the page from one stream, in the encoding given, and reports what it read', () => {
    const stream = openSkills(path.join(FIXTURES, 'skills'), { needs: AUDIT_NEEDS }, nodeFs);
    let seen = -1;
    const html = buildReport(stream, options('cl100k_base'), { loaded: (count) => (seen = count) });
    expect(seen).toBe(30);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('cl100k_base catalog:');
    expect(html).not.toContain('routing benchmark for');
  });

  it('adds the routing sections with a query set', () => {
    const stream = openSkills(path.join(FIXTURES, 'skills'), { needs: AUDIT_NEEDS }, nodeFs);
    const queries = parseQueries('{"id":"q1","query":"clean up a csv file","expect":"csv-cleaner"}\n');
    const html = buildReport(stream, {
      ...options('o200k_base'),
      bench: { queries, queriesFile: 'q.jsonl', routers: [], threshold: undefined },
    });
    expect(html).toContain('q.jsonl');
  });
});
