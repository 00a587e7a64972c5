/**
 * A link to another skill as the skills sit once installed side by side, `../<name>/SKILL.md`,
 * where `<name>` is that skill's `name` and its folder in the repository is called otherwise
 * (`web-accessibility` holding `name: accessibility`). An installer that names the folder after
 * `name` — and the spec, which wants the two equal — puts the file where the link points; the
 * mismatch is SK114's to report, not a missing file (SK210). A link to a name no skill has, or
 * to a file the named skill lacks, is still SK210.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

function codes(files: Record<string, string>) {
  const fs = memoryFs(Object.fromEntries(Object.entries(files).map(([k, v]) => [`/r/${k}`, v])));
  return runCheck(loadSkills('/r', {}, fs), {})
    .findings.filter((f) => ['SK210', 'SK211', 'SK114'].includes(f.code))
    .map((f) => `${f.code} ${f.file} ${String(f.data['target'] ?? '')}`.trim());
}

const skill = (name: string, body: string) =>
  `---\nname: ${name}\ndescription: Audits a web page for ${name}. Use when the user asks for a ${name} review.\n---\n${body}\n`;

describe('a link to a sibling skill by its name', () => {
  it('is no missing file when the named skill has it under another folder name', () => {
    const files = {
      'skills/(quality)/audit/SKILL.md': skill(
        'audit',
        'See [Accessibility](../accessibility/SKILL.md) and [its checklist](../accessibility/references/list.md).',
      ),
      'skills/(quality)/web-accessibility/SKILL.md': skill('accessibility', 'Check contrast.'),
      'skills/(quality)/web-accessibility/references/list.md': '# List\n',
    };
    expect(codes(files)).toEqual(['SK114 skills/(quality)/web-accessibility/SKILL.md']);
  });

  it('is still SK210 for a name no skill has, or a file the named skill lacks', () => {
    const files = {
      'skills/audit/SKILL.md': skill(
        'audit',
        'See [Performance](../performance/SKILL.md) and [the missing list](../accessibility/references/gone.md).',
      ),
      'skills/web-accessibility/SKILL.md': skill('accessibility', 'Check contrast.'),
    };
    expect(codes(files)).toEqual([
      'SK210 skills/audit/SKILL.md ../performance/SKILL.md',
      'SK210 skills/audit/SKILL.md ../accessibility/references/gone.md',
      'SK114 skills/web-accessibility/SKILL.md',
    ]);
  });
});
