import { describe, expect, it } from 'vitest';
import {
  AccessError,
  buildSearchIndex,
  inspectRefs,
  INSPECT_MAX_REFS,
  searchSkills,
  type SearchQuery,
} from '../../src/access/index.js';
import { disabledState, memoryView, skillMd } from './helpers.js';

const view = memoryView(
  {
    user: {
      'lark-doc/SKILL.md': skillMd(
        'lark-doc',
        'Reads and updates Lark (Feishu) documents: fetch docx content, insert images.',
        'metadata:\n  tags: lark, docs\n  aliases: feishu-doc\n',
      ),
      'lark-wiki/SKILL.md': skillMd(
        'lark-wiki',
        'Searches Lark wiki spaces and reads wiki pages.',
        'tags: [lark, wiki]\n',
      ),
      'lark-mail/SKILL.md': skillMd(
        'lark-mail',
        'Sends and reads Lark mail.',
        'when_to_use: when the user wants to email through Lark\n',
      ),
      'pdf-extract/SKILL.md': skillMd(
        'pdf-extract',
        'Extracts text and tables from PDF documents.',
        'metadata:\n  examples: "提取 PDF 里的表格"\n',
      ),
      'weekly-report/SKILL.md': skillMd(
        'weekly-report',
        '根据工作记录撰写周报，整理本周工作。',
        '',
        '# body\n\nUNIQUE-BODY-MARKER docx docx docx\n',
      ),
    },
  },
  disabledState('lark-mail'),
);
const index = buildSearchIndex(view);
const run = (q: SearchQuery) => searchSkills(index, q);

describe('search', () => {
  it('must terms filter, probe terms rank; evidence names terms and fields', () => {
    const r = run({ all: ['lark'], any: ['docx', 'document'] });
    expect(r.candidates.map((c) => c.name)).toEqual(['lark-doc', 'lark-mail', 'lark-wiki']);
    const doc = r.candidates[0]!;
    expect(doc.matched.all).toEqual(['lark']);
    expect(doc.matched.any).toEqual(expect.arrayContaining(['docx']));
    expect(doc.matched.fields).toEqual(expect.arrayContaining(['name', 'description', 'tags']));
    expect(doc.snippets[0]!.field).toBe('description');
    expect(r).toMatchObject({ totalMatches: 3, returned: 3, truncated: false, all: ['lark'] });
  });

  it('searches disabled skills too, marked, and when_to_use', () => {
    const r = run({ any: ['email'] });
    expect(r.candidates.map((c) => [c.name, c.enabled, c.matched.fields])).toEqual([
      ['lark-mail', false, ['when_to_use']],
    ]);
  });

  it('never searches the body', () => {
    expect(run({ any: ['UNIQUE-BODY-MARKER'] }).totalMatches).toBe(0);
  });

  it('Chinese terms match through the multi analyzer, including metadata examples', () => {
    expect(run({ any: ['周报'] }).candidates.map((c) => c.name)).toEqual(['weekly-report']);
    const r = run({ any: ['表格'] });
    expect(r.candidates.map((c) => [c.name, c.matched.fields])).toEqual([['pdf-extract', ['examples']]]);
  });

  it('truncated and returned follow the limit', () => {
    const r = run({ any: ['lark'], limit: 2 });
    expect(r).toMatchObject({ totalMatches: 3, returned: 2, truncated: true });
  });

  it('an all term nobody has matches nothing', () => {
    expect(run({ all: ['lark', 'kubernetes'] }).totalMatches).toBe(0);
  });

  it('no usable term is INVALID_ARGUMENT; stop words are reported as ignored', () => {
    expect(() => run({ any: ['the'] })).toThrow(AccessError);
    expect(run({ any: ['the', 'wiki'] }).ignored).toEqual(['the']);
    try {
      run({ any: ['wiki'], limit: 0 });
      expect.unreachable();
    } catch (err) {
      expect((err as AccessError).code).toBe('INVALID_ARGUMENT');
    }
  });
});

describe('inspect', () => {
  const refs = view.skills.map((s) => s.ref);

  it('shows metadata, never the body', () => {
    const r = inspectRefs(view, [view.byName.get('weekly-report')!.ref, view.byName.get('lark-doc')!.ref]);
    expect(r.skills.map((s) => s.name)).toEqual(['weekly-report', 'lark-doc']);
    expect(JSON.stringify(r)).not.toContain('UNIQUE-BODY-MARKER');
    expect(r.skills[1]!.fields).toMatchObject({ tags: 'lark, docs', aliases: 'feishu-doc' });
    expect(r.skills[1]!.metadata).toMatchObject({ tags: 'lark, docs' });
  });

  it(`accepts ${INSPECT_MAX_REFS} refs, refuses more with TOO_MANY_REFS`, () => {
    expect(inspectRefs(view, refs.slice(0, 5)).skills).toHaveLength(5);
    const six = [...refs, 'sk-000000000000'];
    try {
      inspectRefs(view, six);
      expect.unreachable();
    } catch (err) {
      expect((err as AccessError).code).toBe('TOO_MANY_REFS');
      expect((err as AccessError).data).toEqual({ given: 6, max: 5 });
    }
  });

  it('REF_NOT_FOUND names the unknown refs', () => {
    try {
      inspectRefs(view, [refs[0]!, 'sk-000000000000']);
      expect.unreachable();
    } catch (err) {
      expect((err as AccessError).code).toBe('REF_NOT_FOUND');
      expect((err as AccessError).data['refs']).toEqual(['sk-000000000000']);
    }
  });
});
