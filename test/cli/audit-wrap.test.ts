/**
 * audit's text at 80 columns: its tables were fitted, but the header, the read line, the notes and
 * the duplicate lists around them were not. Every such line now wraps at COLUMNS; only one word
 * longer than a line (a path is never broken) may pass it, and the words are the unwrapped ones.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

/** The words of a text, less the notes a fitted table adds ("(hidden to fit 80 columns: …)"). */
const words = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .replace(/ ?\(hidden to fit [^)]*\)/g, '')
    .trim();

describe('audit at 80 columns', () => {
  it('wraps the lines around its tables at COLUMNS', async () => {
    const wide = await runCli(['audit', 'fixtures/skills']);
    const narrow = await runCli(['audit', 'fixtures/skills'], { env: { COLUMNS: '80' } });
    expect(narrow.code).toBe(wide.code);
    const prose = (text: string) => text.split('\n').filter((line) => !/[─│┌└├]/.test(line));
    expect(prose(wide.stdout).some((line) => line.length > 80)).toBe(true);
    for (const line of prose(narrow.stdout)) if (line.length > 80) expect(line.trim()).not.toContain(' ');
    expect(words(prose(narrow.stdout).join('\n'))).toBe(words(prose(wide.stdout).join('\n')));
  });
});
