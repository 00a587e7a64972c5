/**
 * route's text at 80 columns: the ranking table was fitted, but the lines around it were not
 * (the Router line of a 100-skill folder, the Verdict that explains a request in other letters
 * ran to 140 columns). Every line now fits COLUMNS, and the words are those of the unwrapped text.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const words = (text: string): string => text.replace(/\s+/g, ' ').trim();

describe('route at 80 columns', () => {
  it('wraps the prose lines, table aside, at COLUMNS', async () => {
    const args = ['route', 'fixtures/skills', '请帮我整理这份季度财务报表的数据'];
    const wide = await runCli(args);
    const narrow = await runCli(args, { env: { COLUMNS: '80' } });
    expect(narrow.code).toBe(wide.code);
    expect(wide.stdout.split('\n').some((line) => line.length > 80)).toBe(true);
    for (const line of narrow.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    expect(words(narrow.stdout)).toBe(words(wide.stdout));
  });
});
