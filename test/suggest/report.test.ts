import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

describe('report: the "what to change" section', () => {
  it("holds suggest's proposals, top-1 on both halves and the unreachable requests with --queries", async () => {
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'skillscope-suggest-report-')), 'r.html');
    const r = await runCli(['report', 'fixtures/skills', '--queries', 'fixtures/queries.jsonl', '--out', out]);
    expect(r.code).toBe(0);
    const html = readFileSync(out, 'utf8');
    expect(html).toContain('data-section="suggest"');
    expect(html).toContain('data-table="suggest-proposals"');
    expect(html).toMatch(
      /<th scope="row"><bdi>csv-cleaner<\/bdi><\/th><td class="num">1\/1<\/td><td><bdi>\(does not generalize\)<\/bdi><\/td>/,
    );
    expect(html).toContain(
      '<h3>Out of sample: 5-fold, words chosen without each fold and measured on it (seed 1)</h3>',
    );
    expect(html).toContain('Not kept (their words helped no request they were not chosen on): csv-cleaner (customer)');
    expect(html).toMatch(
      /<th scope="row"><bdi>held-out half<\/bdi><\/th><td class="num">17\/32 53 % \[36–69\]<\/td><td class="num">17\/32 53 % \[36–69\]<\/td>/,
    );
    expect(html).toContain('data-table="suggest-unreachable"');
  });
});
