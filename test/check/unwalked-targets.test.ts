/**
 * A link out of the skill into a folder the walk never enters (a hidden folder other than a
 * host's skill folder: an agent's `.agent/inbox`, the repository's `.github`) was reported as
 * missing though the file was there: the tree holds only what the walk saw. Such a target is
 * unknown, so the link is only "outside the skill" (SK211); a missing target in a walked folder
 * is still SK210.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

describe('links out of the skill into folders the walk skips', () => {
  it('are outside the skill, not missing', () => {
    const body = [
      'See [the inbox note](../../.agent/inbox/handoff.md).',
      'See [the house rules](../../.github/house-rules.md).',
      'See [the glossary](../../docs/glossary.md).',
    ].join('\n');
    const tree = {
      'r/skills/relay/SKILL.md': `---\nname: relay\ndescription: Relays hand-off notes. Use when the user asks to pass work on.\n---\n${body}\n`,
      'r/.agent/inbox/handoff.md': '# Hand-off\n',
      'r/.github/house-rules.md': '# Rules\n',
    };
    const found = runCheck(loadSkills('/r', {}, memoryFs(tree)), {})
      .findings.filter((f) => f.code === 'SK210' || f.code === 'SK211')
      .map((f) => `${f.code} ${String(f.data['target'])}`);
    expect(found).toEqual([
      'SK211 ../../.agent/inbox/handoff.md',
      'SK211 ../../.github/house-rules.md',
      'SK210 ../../docs/glossary.md',
    ]);
  });
});

describe('links into folders the walk passes over elsewhere', () => {
  const found = (tree: Record<string, string>, ignore?: string[]): string[] =>
    runCheck(loadSkills('/r', ignore === undefined ? {} : { ignore }, memoryFs(tree)), {})
      .findings.filter((f) => f.code === 'SK210' || f.code === 'SK211')
      .map((f) => `${f.code} ${String(f.data['target'])}`);
  const skill = (name: string, body: string): string =>
    `---\nname: ${name}\ndescription: Does ${name} things. Use when the user asks for ${name}.\n---\n${body}\n`;

  it('a hidden folder inside another skill is not known to be missing', () => {
    const tree = {
      'r/skills/x/SKILL.md': skill('x', 'See [notes](../y/.notes/a.md) and [gone](../y/docs/gone.md).'),
      'r/skills/y/SKILL.md': skill('y', 'Body.'),
      'r/skills/y/.notes/a.md': '# Notes\n',
    };
    expect(found(tree)).toEqual(['SK211 ../y/.notes/a.md', 'SK210 ../y/docs/gone.md']);
  });

  it('an ignored folder (--ignore) is not known to be missing', () => {
    const tree = {
      'r/skills/x/SKILL.md': skill('x', 'See [the guide](../../docs/guide.md) and [refs](references/r.md).'),
      'r/skills/x/references/r.md': '# R\n',
      'r/docs/guide.md': '# Guide\n',
    };
    expect(found(tree)).toEqual(['SK211 ../../docs/guide.md']);
    expect(found(tree, ['docs/**', 'skills/x/references/**'])).toEqual(['SK211 ../../docs/guide.md']);
  });

  it('a folder below the search depth, outside every skill, is not known to be missing', () => {
    // Seven levels down: below maxDepth (6) the walk only looks for SKILL.md files, and lists no other file.
    const tree = {
      'r/skills/x/SKILL.md': skill(
        'x',
        'Read ALL files under `${CLAUDE_SKILL_DIR}/../_shared/kb/tax/years/2025/annual/`.\n' +
          'Read [the rates](../_shared/kb/tax/years/2025/annual/rates.md) and [gone](../docs/gone.md).',
      ),
      'r/skills/_shared/kb/tax/years/2025/annual/rates.md': '# Rates\n',
    };
    expect(found(tree)).toEqual([
      'SK211 ${CLAUDE_SKILL_DIR}/../_shared/kb/tax/years/2025/annual/',
      'SK211 ../_shared/kb/tax/years/2025/annual/rates.md',
      'SK210 ../docs/gone.md',
    ]);
  });
});
