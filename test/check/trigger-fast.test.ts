/**
 * triggerOffsetsAt (English patterns tried only where SK411's word scan says a match may start)
 * against triggerOffsets (every pattern scans the whole text): the start words declared for each
 * pattern cover every alternative its source begins with, and both give the same offsets on the
 * descriptions of the phrasing table, every fixture markdown file and random text built
 * from trigger words, case changes, underscores, digits and the characters that lower-case oddly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TRIGGER_PATTERNS,
  TRIGGER_START_WORDS,
  triggerOffsets,
  triggerOffsetsAt,
  triggerStartTag,
} from '../../src/check/text/triggers.js';
import { SeedTermTable } from '../../src/route/analyzers/seed-table.js';
import { fixtureMarkdown } from '../helpers/fixture-texts.js';
import { TRIGGER_CASES } from './trigger-phrasings.js';

/** The alternatives a pattern source starts with after its `\b`: a group's top-level branches, or the literal. */
function leadingAlternatives(source: string): string[] {
  expect(source.startsWith('\\b')).toBe(true);
  const rest = source.slice(2);
  if (!rest.startsWith('(?:')) return [rest];
  const branches: string[] = [];
  let depth = 0;
  let from = 3;
  for (let i = 3; i < rest.length; i++) {
    const c = rest[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')' && depth-- === 0) {
      branches.push(rest.slice(from, i));
      break;
    } else if (c === '|' && depth === 0) {
      branches.push(rest.slice(from, i));
      from = i + 1;
    }
  }
  return branches;
}

/** triggerOffsetsAt fed the way emphasis.ts feeds it, or null when the scan falls back. */
function fast(table: SeedTermTable, text: string): number[] | null {
  const starts: number[] = [];
  const tags: number[] = [];
  const special = table.scan(
    text,
    () => undefined,
    (start, tag) => {
      starts.push(start);
      tags.push(tag);
    },
  );
  return special ? null : triggerOffsetsAt(text, starts, tags);
}

const WORDS = [
  'use',
  'Use',
  'USE',
  'reuse',
  'user',
  'used',
  'when',
  'whenever',
  'When',
  'if',
  'If',
  'for',
  'For',
  'to',
  'this',
  'skill',
  'it',
  'me',
  'should',
  'must',
  'can',
  'may',
  'is',
  'be',
  'used',
  'invoke',
  'invoked',
  'Invoking',
  'trigger',
  'triggers',
  'triggered',
  'TRIGGER',
  'apply',
  'load',
  'call',
  'choose',
  'pick',
  'the',
  'a',
  'user',
  'you',
  'someone',
  'asked',
  'needs',
  'Claude',
  'agent',
  'useful',
  'helpful',
  'ideal',
  'best',
  'intended',
  'designed',
  'tasks',
  'requests',
  'about',
  'on',
  'any',
  'time',
  'immediately',
  'proactively',
  'only',
  'instead',
  '当用户',
  '时使用',
  '的时候',
  '用于',
  '在',
  '时',
  '，',
  'csv',
  '42',
  'x',
  'keywords',
  'include',
  '触发词',
  '用户需要',
  '時に使う',
  'とき',
  'run',
  'runs',
  'fires',
  'called',
  'once',
  'after',
  'with',
  'at',
  'building',
  'された時、',
];
const SEPARATORS = [
  ' ',
  ' ',
  ' ',
  '  ',
  '\n',
  '\t',
  '_',
  '-',
  ':',
  ' — ',
  '—',
  '.',
  ', ',
  '(',
  '`',
  '2',
  '\u212a',
  '\u0130',
  'é',
];
const text = fc
  .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...SEPARATORS)), { maxLength: 40 })
  .map((parts) => parts.map(([w, s]) => w + s).join(''));

describe('trigger clauses from word starts', () => {
  it('declares start words that begin every alternative of each English pattern', () => {
    expect(TRIGGER_START_WORDS).toHaveLength(TRIGGER_PATTERNS.length);
    TRIGGER_PATTERNS.forEach((pattern, i) => {
      const words = TRIGGER_START_WORDS[i];
      if (words === null || words === undefined) {
        expect(pattern.source.startsWith('\\b'), pattern.source).toBe(false);
        expect(pattern.flags).toContain('u');
        return;
      }
      expect(pattern.flags).toBe('i');
      for (const branch of leadingAlternatives(pattern.source)) {
        const lead = /^[a-z]+/.exec(branch)?.[0] ?? '';
        expect(lead, `${pattern.source}: ${branch}`).not.toBe('');
        expect(
          words.some((w) => lead.startsWith(w)),
          `${pattern.source}: ${branch}`,
        ).toBe(true);
      }
    });
  });

  it('tags a word with the patterns whose start words begin it', () => {
    expect(triggerStartTag('csv')).toBe(0);
    expect(triggerStartTag('use') & 1).toBe(1);
    expect(triggerStartTag('triggered')).toBe((1 << 2) | (1 << 8) | (1 << 9) | (1 << 11) | (1 << 13));
    expect(triggerStartTag('whenever')).toBe((1 << 3) | (1 << 4) | (1 << 6) | (1 << 12));
  });

  it('finds the offsets of the full scans on the phrasing table and fixture texts', () => {
    const table = new SeedTermTable(triggerStartTag);
    let withTrigger = 0;
    const texts = [...TRIGGER_CASES.map((c) => c.description), ...[...fixtureMarkdown()].map(([, t]) => t)];
    for (const t of texts) {
      const want = triggerOffsets(t);
      if (want.length > 0) withTrigger++;
      expect(fast(table, t) ?? want, t.slice(0, 80)).toEqual(want);
    }
    expect(withTrigger).toBeGreaterThan(60);
  });

  it('finds the offsets of the full scans on random text', () => {
    const table = new SeedTermTable(triggerStartTag);
    let compared = 0;
    fc.assert(
      fc.property(text, (t) => {
        const got = fast(table, t);
        if (got === null) return;
        compared++;
        expect(got).toEqual(triggerOffsets(t));
      }),
      { numRuns: 4000 },
    );
    expect(compared).toBeGreaterThan(1000);
  });

  it('reports a word run holding a Kelvin sign, whose inner word start the regexes see', () => {
    const table = new SeedTermTable(triggerStartTag);
    expect(fast(table, 'x \u212ause when y')).toBeNull();
    expect(triggerOffsets('x \u212ause when y')).toEqual([3]);
  });
});
