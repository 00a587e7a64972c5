/**
 * Linear scans: a body of `[a](` or `](` repeated to the 4 MiB cap ran the markdown-link
 * patterns in quadratic time (a 400 KB body: 74 s; 4 MiB: hours). So did a line of backticks
 * (the code-span pattern retried every shorter run) and a line of code spans among links (each
 * span was checked against every link: 1 MiB of "`scripts/a` [a](b) " took 15 s). `check` on it must now end
 * by itself well inside the harness timeout (a guard, not a benchmark: see bench/scans.bench.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { trimEndOf, trimEndWhere } from '../../src/base/trim.js';
import { codeSpans } from '../../src/skills/code-spans.js';
import { COMMAND_SPAN } from '../../src/skills/link-patterns.js';
import { deriveDescription, headingText } from '../../src/skills/derive.js';
import { keyLine } from '../../src/check/fix.js';
import { withoutUrls } from '../../src/check/text/emphasis.js';
import { hasTrigger, TRIGGER_PATTERNS } from '../../src/check/text/triggers.js';
import { cleanupTrees, expectSafe, hostileTree, runGuarded } from './harness.js';

afterAll(cleanupTrees);

describe('pathological markdown-link bodies', () => {
  for (const unit of ['[a](', '](', '[[a]', '[a](<', '`', '``a', '`scripts/x.py` [x](scripts/x.py) ']) {
    it(`check ends on a 4 MiB body of ${JSON.stringify(unit)}`, () => {
      const t = hostileTree();
      t.goodSkill();
      const body = unit.repeat(Math.floor((4 * 1024 * 1024 - 200) / unit.length));
      // The file the code spans and links name exists: no finding per reference.
      t.file('links/scripts/x.py', 'print(1)\n');
      t.file(
        'links/SKILL.md',
        `---\nname: links\ndescription: Holds a hostile body. Use when testing.\n---\n${body}\n`,
      );
      const before = t.snapshot();
      const r = runGuarded(['check', '--json', t.root], { timeoutMs: 60_000, maxOldSpaceMb: 1024 });
      expectSafe(r, t, before, { codes: [0, 1] });
      expect(JSON.parse(r.stdout)).toHaveProperty('findings');
    }, 90_000);
  }
});

/** The pattern codeSpans replaces, as a reference for the differential test. */
function spansByPattern(line: string): { index: number; ticks: number; content: string; length: number }[] {
  return [...line.matchAll(/(`+)([^`]+?)\1/g)].map((m) => ({
    index: m.index ?? 0,
    ticks: m[1]!.length,
    content: m[2]!,
    length: m[0].length,
  }));
}

describe('code spans in one pass', () => {
  it('finds exactly what the pattern found, on 20,000 random lines of backticks and text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('`', '``', '```', 'a', ' ', 'scripts/x.py', '[a](b)'), { maxLength: 30 }),
        (parts) => {
          const line = parts.join('');
          expect(codeSpans(line)).toEqual(spansByPattern(line));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('visits each character of a 4 MiB line at most twice, whatever its backticks', () => {
    for (const unit of ['`', '``a', '`a``', 'a`']) {
      const line = unit.repeat(Math.floor((4 * 1024 * 1024) / unit.length));
      const work = { steps: 0 };
      codeSpans(line, work);
      expect(work.steps, JSON.stringify(unit)).toBeLessThanOrEqual(2 * line.length);
    }
  });
});

describe('trailing runs trimmed by hand', () => {
  it('trimEndOf equals the pattern it replaces on random text', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('.', ' ', '!', '…', ':', 'a', '😀', '。'), { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(trimEndOf(text, ' ')).toBe(text.replace(/ +$/, ''));
        expect(trimEndOf(text, '.!?…。！？:：')).toBe(text.replace(/[.!?…。！？:：]+$/u, ''));
      }),
      { numRuns: 5000 },
    );
  });

  it('looks at the trimmed suffix and one character more, however long the run before the end', () => {
    const text = `${'.'.repeat(4 * 1024 * 1024)}a${'.'.repeat(10)}`;
    let calls = 0;
    expect(trimEndWhere(text, (ch) => (calls++, ch === '.'))).toBe(text.slice(0, -10));
    expect(calls).toBe(11);
  });

  for (const unit of [' ', '.', '!', 'a']) {
    it(`check ends on a frontmatter near its 64 KiB cap whose description is a run of ${JSON.stringify(unit)}`, () => {
      const t = hostileTree();
      t.goodSkill();
      const run = unit.repeat(60_000);
      t.file('runs/SKILL.md', `---\nname: runs\ndescription: Use when testing. ${run}x\n---\nBody.\n`);
      const before = t.snapshot();
      const r = runGuarded(['check', '--json', t.root], { timeoutMs: 60_000 });
      expectSafe(r, t, before, { codes: [0, 1] });
    }, 90_000);
  }
});

/** The patterns the hand scans below replace, as references for the differential tests. */
const OLD_HEADING = /^#{1,6}[ \t]+(.+?)[ \t#]*$/;
const OLD_KEY_LINE = /^(name|description):[ \t]+([^]*?)[ \t]*$/;
const OLD_COMMAND_SPAN =
  /^(?:\S+=\S+\s+)*(?:python3?|py|uv\s+run|bash|sh|zsh|node|deno|bun|npx|tsx|ruby|perl|php|pwsh|powershell|source|\.)\s/;

describe('trailing runs after a lazy capture, trimmed by hand', () => {
  it('headingText equals the heading pattern on random lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('#', '##', ' ', '\t', 'a', '\r', '\u2028', '😀', 'x y'), { maxLength: 20 }),
        (parts) => {
          const line = parts.join('').trim();
          expect(headingText(line)).toBe(OLD_HEADING.exec(line)?.[1] ?? null);
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('keyLine equals the frontmatter key pattern on random lines', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('name', 'description', 'names', 'x'),
        fc.array(fc.constantFrom(':', ' ', '\t', 'a', '\n', '#', '😀'), { maxLength: 20 }),
        (key, parts) => {
          const line = `${key}${parts.join('')}`;
          const m = OLD_KEY_LINE.exec(line);
          expect(keyLine(line)).toEqual(m ? [m[1], m[2]] : null);
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('COMMAND_SPAN answers as the pattern it replaces on random spans', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('=', 'a', 'A=b', ' ', '\t', 'python', 'uv run', 'bash', '.', 'x.py'), {
          maxLength: 20,
        }),
        (parts) => {
          const span = parts.join('');
          expect(COMMAND_SPAN.test(span)).toBe(OLD_COMMAND_SPAN.test(span));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  // Each of these took hours with the lazy patterns (64 KiB: 6–10 s; each 4× longer input, 16× longer).
  it('ends on 4 MiB inputs the old patterns were quadratic on', () => {
    const run = ' '.repeat(4 * 1024 * 1024);
    expect(headingText(`# a${run}x`)).toBe(`a${run}x`);
    expect(deriveDescription(`# a${run}x\n\nBody text.`)).toBe(`a${run}x: Body text.`);
    expect(keyLine(`description: a${run}x`)).toEqual(['description', `a${run}x`]);
    expect(COMMAND_SPAN.test('a='.repeat(2 * 1024 * 1024))).toBe(false);
    expect(COMMAND_SPAN.test(`${'a=b '.repeat(1024 * 1024)}python x.py`)).toBe(true);
  }, 30_000);

  it('check --fix ends on a frontmatter near its 64 KiB cap whose description line is a run of spaces', () => {
    const t = hostileTree();
    t.goodSkill();
    t.file('runs/SKILL.md', `---\nname: runs\ndescription: Use when testing: a${' '.repeat(60_000)}x\n---\nBody.\n`);
    const before = t.snapshot();
    const r = runGuarded(['check', '--fix', t.root], { timeoutMs: 60_000 });
    expectSafe(r, t, before, { writes: true, codes: [0, 1] });
    // The line was quoted (its ": " misread as a mapping), so the fix did run over it.
    expect(readFileSync(`${t.root}/runs/SKILL.md`, 'utf8')).toContain(
      `description: "Use when testing: a${' '.repeat(60_000)}x"`,
    );
  }, 90_000);
});

/** The two trigger patterns before their adjacent runs were made disjoint, as references. */
const OLD_USE =
  /\buse\s+(?:this|it|me|the\s+skill|this\s+skill)?\s*(?:(?:immediately|proactively|automatically|only|also|directly|right|always)\s+)?(?:when|whenever|if|for|to|on|before|after|any\s*time|every\s+time|once|with|at|during|while)\b/gi;
const OLD_TRIGGER_DASH =
  /\btrigger(?:s|ed)?\s*[—–:-]+\s*(?:[\w'-]+\s+){0,4}?(?:when|whenever|if|on|for|before|after)\b/gi;

describe('trigger patterns without overlapping adjacent runs', () => {
  const matches = (re: RegExp, s: string) => [...s.matchAll(re)].map((m) => [m.index, m[0].length]);
  const cases: [RegExp, RegExp, string[]][] = [
    [
      OLD_USE,
      new RegExp(TRIGGER_PATTERNS[0]!.source, 'gi'),
      ['use', ' ', '  ', 'this', 'it', 'the skill', 'when', 'only ', 'x', '\t', 'any time', 'usewhen'],
    ],
    [
      OLD_TRIGGER_DASH,
      new RegExp(TRIGGER_PATTERNS[9]!.source, 'gi'),
      ['trigger', 'triggers', ' ', '-', '--', '—', ':', 'when', 'a', 'a-b', "'", 'if', 'x.'],
    ],
  ];
  for (const [old, now, units] of cases) {
    it(`${now.source.slice(0, 24)}… finds the matches the old pattern found`, () => {
      fc.assert(
        fc.property(fc.array(fc.constantFrom(...units), { maxLength: 16 }), (parts) => {
          const s = parts.join('');
          expect(matches(now, s)).toEqual(matches(old, s));
        }),
        { numRuns: 20_000 },
      );
    });
  }

  it('ends on 4 MiB runs after "use" and "trigger" (the old patterns: hours)', () => {
    expect(hasTrigger(`use${' '.repeat(4 * 1024 * 1024)}x`)).toBe(false);
    expect(hasTrigger(`trigger ${'-'.repeat(4 * 1024 * 1024)}`)).toBe(false);
    expect(hasTrigger(`trigger ${'-'.repeat(4 * 1024 * 1024)} when`)).toBe(true);
  }, 30_000);
});

describe('URLs removed from emphasis text', () => {
  const URL_PATTERN = /\b[a-z][a-z0-9+.-]*:\/\/[^\s)>\]]*/gi;

  it('withoutUrls equals the plain replace on random text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('://', ':', '/', 'a', 'B', '1', '.', '+', '_', ' ', ')', 'http', 'x.y'), {
          maxLength: 24,
        }),
        (parts) => {
          const text = parts.join('');
          expect(withoutUrls(text)).toBe(text.replace(URL_PATTERN, ' '));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('ends on a `://` with no scheme before 4 MiB of words (the search from it: hours)', () => {
    const words = 'a.'.repeat(2 * 1024 * 1024);
    expect(withoutUrls(`1://${words}`)).toBe(`1://${words}`);
    expect(withoutUrls(`1:// ${words} see https://x.y/z.`)).toBe(`1:// ${words} see  `);
  }, 30_000);
});
