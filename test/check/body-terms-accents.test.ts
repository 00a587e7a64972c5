/**
 * SK411 reads terms with the baseline analyzer (runs of a–z and 0–9), which cuts a word with an
 * accented letter in pieces: "stratégie" is "strat" and "gie". A piece is no term a description
 * could mention; the fourth new-user trial's French skills were told their bodies emphasise
 * "strat, gie". A piece is not reported unless the body also has it as a word of its own;
 * Chinese or Japanese text next to an ASCII word (使用PDF工具) is no accent: that word stays.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/index.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

function sk411(description: string, body: string): string[] {
  const files = { 'a/SKILL.md': `---\nname: a\ndescription: ${description}\n---\n${body}\n` };
  const result = runCheck(loadSkills('/', {}, memoryFs(files)), { hosts: [] });
  return (result.findings.find((f) => f.code === 'SK411')?.data?.['terms'] as string[] | undefined) ?? [];
}

describe('SK411 and words with accented letters', () => {
  it('reports no piece of an accented word', () => {
    const body = '## Stratégie\n\n## Stratégie des acteurs\n\n## Acteurs\n\n## Démonstration\n\n## Démonstration\n';
    expect(sk411('Modélise les besoins. Utiliser pour un projet.', body)).toEqual(['acteurs']);
  });

  it('reads an accent written as a combining mark (NFD) the same way', () => {
    const body = '## Strate\u0301gie\n\n## Strate\u0301gie des acteurs\n\n## Acteurs\n';
    expect(sk411('Modélise les besoins. Utiliser pour un projet.', body)).toEqual(['acteurs']);
  });

  it('reports a piece the body also writes as a word of its own', () => {
    const body = '## Stratégie\n\n## Strat\n\n## Strat\n';
    expect(sk411('Modélise les besoins. Utiliser pour un projet.', body)).toEqual(['strat']);
  });

  it('keeps an ASCII word written against Chinese characters', () => {
    const body = '## 使用PDF工具\n\n## 使用PDF工具\n';
    expect(sk411('处理文档。当用户需要时使用。', body)).toEqual(['pdf']);
  });
});
