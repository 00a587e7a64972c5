import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AccessError,
  loadSkill,
  loadView,
  parseSources,
  pathTextProblem,
  type LoadRequest,
  type SkillView,
} from '../../src/access/index.js';
import { skillMd, tempTree } from './helpers.js';

const opts = { discoveryTool: 'skillscope discover' };

function errorOf(view: SkillView, request: LoadRequest): AccessError {
  try {
    loadSkill(view, request, opts);
  } catch (err) {
    if (err instanceof AccessError) return err;
    throw err;
  }
  throw new Error('expected an AccessError');
}

function fixture(): { root: string; view: () => SkillView } {
  const root = tempTree({
    'pdf-tools/SKILL.md': skillMd('pdf-tools', 'PDF tools.'),
    'pdf-tools/references/forms.md': '# Forms\n',
    'pdf-tools/assets/logo.bin': '\u0000\u0001binary',
    'other/SKILL.md': skillMd('other', 'Other skill.'),
    'other/secret.md': 'secret of another skill\n',
  });
  const skill = path.join(root, 'pdf-tools');
  symlinkSync('../../other/secret.md', path.join(skill, 'references', 'sibling.md'));
  symlinkSync('/etc/hostname', path.join(skill, 'abs-link.md'));
  symlinkSync('/dev/zero', path.join(skill, 'zero'));
  symlinkSync('loop-b', path.join(skill, 'loop-a'));
  symlinkSync('loop-a', path.join(skill, 'loop-b'));
  symlinkSync('references/forms.md', path.join(skill, 'inside-link.md'));
  mkdirSync(path.join(skill, 'folder'));
  execFileSync('mkfifo', [path.join(skill, 'pipe')]);
  return { root, view: () => loadView(parseSources([], [root], '/')) };
}

describe('load', () => {
  const { view } = fixture();
  const v = view();

  it('prints SKILL.md by default and a resource by relative path', () => {
    const md = loadSkill(v, { name: 'pdf-tools' }, opts);
    expect(md).toMatchObject({
      kind: 'skill_content',
      resource: 'SKILL.md',
      uri: 'skill://pdf-tools/SKILL.md',
      mimeType: 'text/markdown',
    });
    expect(md.text).toContain('PDF tools.');
    const res = loadSkill(v, { name: 'pdf-tools', resource: 'references/forms.md' }, opts);
    expect(res.text).toBe('# Forms\n');
    expect(res.uri).toBe('skill://pdf-tools/references/forms.md');
    const linked = loadSkill(v, { name: 'pdf-tools', resource: 'inside-link.md' }, opts);
    expect(linked.text).toBe('# Forms\n');
  });

  it('binary resources come as base64', () => {
    const bin = loadSkill(v, { name: 'pdf-tools', resource: 'assets/logo.bin' }, opts);
    expect(bin.text).toBeNull();
    expect(Buffer.from(bin.base64!, 'base64').toString()).toBe('\u0000\u0001binary');
  });

  it('SKILL_NOT_FOUND carries the closest names', () => {
    const e = errorOf(v, { name: 'pdf_tool' });
    expect(e.code).toBe('SKILL_NOT_FOUND');
    expect(e.data['closest']).toEqual(['pdf-tools']);
    expect(errorOf(v, { name: 'zzzzzzzz' }).data['closest']).toEqual([]);
  });

  it('SKILL_CATALOG_CHANGED carries the current revision and catalog', () => {
    expect(loadSkill(v, { name: 'pdf-tools', revision: v.revision }, opts).revision).toBe(v.revision);
    const e = errorOf(v, { name: 'pdf-tools', revision: '0000000000000000' });
    expect(e.code).toBe('SKILL_CATALOG_CHANGED');
    expect(e.data['revision']).toBe(v.revision);
    expect(e.data['expected']).toBe('0000000000000000');
    expect((e.data['catalog'] as { kind: string }).kind).toBe('skill_catalog');
  });

  it('RESOURCE_NOT_FOUND for a well-formed path with no file', () => {
    expect(errorOf(v, { name: 'pdf-tools', resource: 'references/missing.md' }).code).toBe('RESOURCE_NOT_FOUND');
    expect(errorOf(v, { name: 'pdf-tools', resource: '.hidden' }).code).toBe('RESOURCE_NOT_FOUND');
  });

  const escapes: [string, string][] = [
    ['/etc/passwd', 'absolute'],
    ['~/x', 'absolute'],
    ['../other/secret.md', 'parent'],
    ['references/../../other/secret.md', 'parent'],
    ['..\\other\\secret.md', 'backslash'],
    ['C:\\Windows\\win.ini', 'drive'],
    ['C:/Windows/win.ini', 'drive'],
    ['\\\\server\\share', 'drive'],
    ['references\\forms.md', 'backslash'],
    ['references//forms.md', 'empty-segment'],
    ['./SKILL.md', 'empty-segment'],
    ['refs/\u0000x', 'control-character'],
    ['references/sibling.md', 'symlink-escape'],
    ['abs-link.md', 'symlink-escape'],
    ['zero', 'symlink-escape'],
    ['loop-a', 'symlink-loop'],
    ['pipe', 'not-regular-file'],
    ['folder', 'not-regular-file'],
  ];
  it.each(escapes)('RESOURCE_OUT_OF_SCOPE for %j (%s)', (resource, reason) => {
    const e = errorOf(v, { name: 'pdf-tools', resource });
    expect(e.code).toBe('RESOURCE_OUT_OF_SCOPE');
    expect(e.data['reason']).toBe(reason);
  });

  it('/dev/zero itself is refused by its text, before any open', () => {
    expect(pathTextProblem('/dev/zero')).toBe('absolute');
    expect(errorOf(v, { name: 'pdf-tools', resource: '/dev/zero' }).data['reason']).toBe('absolute');
  });

  it('a flat skill has no resources', () => {
    const root = tempTree({ 'notes.md': '# Notes\n\nTakes notes.\n' });
    const flat = loadView(parseSources([], [root], '/'));
    expect(loadSkill(flat, { name: 'notes' }, opts).text).toContain('Takes notes.');
    expect(errorOf(flat, { name: 'notes', resource: 'x.md' }).code).toBe('RESOURCE_NOT_FOUND');
  });
});
