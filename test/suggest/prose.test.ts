/**
 * Words are taken from prose only: a word that a skill writes only in a code span, a fenced
 * block, a link target, a path or a file name is not a candidate; the same word in a sentence is.
 */
import { describe, expect, it } from 'vitest';
import { ANALYZERS } from '../../src/route/index.js';
import { proseOf } from '../../src/suggest/prose.js';
import { wordCandidates } from '../../src/suggest/words.js';

const surfaces = (body: string): string[] =>
  wordCandidates(body, 'body', ANALYZERS.multi.terms, null).map((c) => c.surface);

describe('candidate words come from prose', () => {
  const cases: [string, string][] = [
    ['a code span', 'Run `ci-and-conflict` first.'],
    ['a fenced block', 'Check the run.\n\n```bash\ngh run view --log-failed\n```\n'],
    ['a tilde fence', 'Check the run.\n~~~\nlog-failed here\n~~~\n'],
    ['a path', 'Run scripts/ci-and-conflict.sh when checks fail.'],
    ['a file name', 'Read log-failed.md before you start.'],
    ['a link target', 'See [the guide](references/log-failed.md) for details.'],
    ['a URL', 'Docs at https://example.com/log-failed/page.'],
    ['a reference definition', 'See [guide].\n\n[guide]: references/log-failed.md'],
    ['a snake_case identifier', 'Set log_failed to true.'],
    ['a flag', 'Pass --log-failed to the command.'],
  ];
  for (const [where, body] of cases) {
    it(`a word only in ${where} is not proposed`, () => {
      const words = surfaces(body);
      expect(words).not.toContain('ci-and-conflict');
      expect(words).not.toContain('log-failed');
      expect(words.some((w) => w === 'log' || w === 'failed' || w === 'conflict')).toBe(false);
    });
  }

  it('the same words in a sentence are proposed', () => {
    const words = surfaces('When a check has log-failed output, resolve the ci-and-conflict state.');
    expect(words).toContain('log-failed');
    expect(words).toContain('ci-and-conflict');
  });

  it('words of letters joined by a slash are alternatives in a sentence, not a path', () => {
    const words = surfaces('Merge/rebase the target branch, and/or ask the user.');
    expect(words).toEqual(expect.arrayContaining(['merge', 'rebase', 'target', 'branch']));
    const paths = surfaces('See git-merge/git-rebase, api/ and references/guide.md.');
    expect(paths.some((w) => /merge|rebase|api|guide|references/.test(w))).toBe(false);
  });

  it('a word in code and in prose is proposed once, from the prose', () => {
    expect(surfaces('Use `deploy.sh` to deploy the site.').filter((w) => w === 'deploy')).toEqual(['deploy']);
  });

  it('keeps the link text and the words around code', () => {
    const words = surfaces('Read [the invoice guide](references/a.md), then run `make` and tidy spreadsheets.');
    expect(words).toEqual(expect.arrayContaining(['read', 'invoice', 'guide', 'run', 'tidy', 'spreadsheets']));
    expect(words).not.toContain('references');
    expect(words).not.toContain('make');
  });

  it('cuts a run of Chinese where a path stood, and keeps the Chinese words around it', () => {
    const prose = proseOf('运行scripts/check.py来检查失败的日志');
    expect(prose).not.toContain('scripts');
    expect(prose).toContain('运行');
    expect(prose).toContain('来检查失败的日志');
  });

  it('keeps line numbers: a code block becomes empty lines', () => {
    const md = 'one\n```\ncode\n```\ntwo';
    expect(proseOf(md).split('\n')).toEqual(['one', '', '', '', 'two']);
  });

  it('keeps a sentence that ends in a full stop, and an extension written on its own', () => {
    const words = surfaces('Convert .docx files to clean markdown.');
    expect(words).toEqual(expect.arrayContaining(['convert', 'docx', 'files', 'clean', 'markdown']));
  });

  it('takes every word of a name, whatever its form', () => {
    const words = wordCandidates('log failed', 'name', ANALYZERS.multi.terms, null).map((c) => c.surface);
    expect(words).toEqual(['log', 'failed']);
  });
});
