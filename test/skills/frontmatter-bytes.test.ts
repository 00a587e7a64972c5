/**
 * Frontmatter-only reads (src/skills/frontmatter-bytes.ts, used by read.ts when no body is
 * needed) against the plain read of the whole file: for every fixture SKILL.md and for random
 * files built from fences and lines real and broken SKILL.md files have (CR line ends, a BOM,
 * `---` with trailing blanks, `----`, unclosed frontmatter, invalid UTF-8 and NUL bytes in the
 * body), a skill loaded with LOAD_FRONTMATTER has every field it provides equal to the one loaded
 * with LOAD_BODIES — problems included, so a body that is not UTF-8 is still reported.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frontmatterFences } from '../../src/skills/frontmatter-bytes.js';
import { splitFrontmatter } from '../../src/skills/frontmatter.js';
import { LOAD_BODIES, LOAD_FRONTMATTER } from '../../src/skills/needs.js';
import { skillFromRead } from '../../src/skills/read.js';
import type { Skill } from '../../src/skills/model.js';
import type { LoadNeeds } from '../../src/skills/needs.js';
import { fixtureMarkdown } from '../helpers/fixture-texts.js';

function load(bytes: Uint8Array, needs: LoadNeeds): Skill {
  const place = { rel: 'a/SKILL.md', dir: 'a', folderName: 'a', layout: 'dir' as const, resources: [], problems: [] };
  return skillFromRead({ ok: true, real: '/r/a/SKILL.md', bytes }, place, needs);
}

/** The fields a frontmatter-level skill provides, from a skill of either level. */
function provided(s: Skill): unknown {
  const { source: _source, body: _body, loaded: _loaded, ...rest } = s;
  return rest;
}

function agree(bytes: Uint8Array): void {
  expect(provided(load(bytes, LOAD_FRONTMATTER))).toStrictEqual(provided(load(bytes, LOAD_BODIES)));
}

const LINES = [
  '---',
  '---  ',
  '---\t',
  '---\r',
  '----',
  ' ---',
  '--- x',
  'name: a',
  'description: >',
  '  folded text',
  'description: Use when: broken',
  '',
  '# Body',
  'café résumé 撰写',
];
const TAILS: readonly Uint8Array[] = [
  new Uint8Array([]),
  new Uint8Array([0xff, 0xfe, 0x41]),
  new Uint8Array([0x41, 0x00, 0x42]),
  new Uint8Array([0xc3]),
  new TextEncoder().encode('\n---\nmore'),
];
const file = fc
  .tuple(
    fc.boolean(),
    fc.array(fc.constantFrom(...LINES), { maxLength: 8 }),
    fc.constantFrom('\n', '\r\n'),
    fc.constantFrom(...TAILS),
  )
  .map(([bom, lines, eol, tail]) => {
    const text = new TextEncoder().encode(`${bom ? '\uFEFF' : ''}${lines.join(eol)}`);
    const out = new Uint8Array(text.length + tail.length);
    out.set(text);
    out.set(tail, text.length);
    return out;
  });

describe('frontmatter-only read', () => {
  it('gives every fixture skill the fields the whole read gives', () => {
    let n = 0;
    for (const [, text] of fixtureMarkdown()) {
      agree(new TextEncoder().encode(text));
      n++;
    }
    expect(n).toBeGreaterThan(100);
  });

  it('gives random files the fields the whole read gives', () => {
    let prefixed = 0;
    fc.assert(
      fc.property(file, (bytes) => {
        if (frontmatterFences(bytes) !== null) prefixed++;
        agree(bytes);
      }),
      { numRuns: 3000 },
    );
    // Enough of them take the frontmatter-only path for the comparison to mean something.
    expect(prefixed).toBeGreaterThan(300);
  });

  it('ends the prefix just after the closing fence line, where splitFrontmatter starts the body', () => {
    const text = '---\nname: a\n---  \r\n# Body\n---\n';
    const end = frontmatterFences(new TextEncoder().encode(text))!.end;
    expect(text.slice(end)).toBe(splitFrontmatter(text, 'x').body);
    expect(frontmatterFences(new TextEncoder().encode('---\nname: a\n'))).toBeNull();
    expect(frontmatterFences(new TextEncoder().encode('# no frontmatter\n---\n'))).toBeNull();
  });
});
