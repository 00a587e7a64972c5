/**
 * SK411 ranks candidates by weight × idf and drops those whose English stem the name or
 * description already has; the stem test runs in rank order until five pass. These cases put
 * stem-mentioned terms at the top of the ranking, so the five reported must come from further
 * down, exactly as filtering every candidate first would give.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/index.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

/** A body whose headings repeat each term `times[i]` times (weight 2 per heading). */
function body(terms: readonly string[], times: readonly number[]): string {
  return terms.map((t, i) => Array.from({ length: times[i] ?? 1 }, () => `## ${t}\n`).join('\n')).join('\n');
}

function sk411(description: string, terms: readonly string[], times: readonly number[]): string[] {
  const files = {
    'a/SKILL.md': `---\nname: a\ndescription: ${description}\n---\n${body(terms, times)}`,
  };
  const result = runCheck(loadSkills('/', {}, memoryFs(files)), { hosts: [] });
  return (result.findings.find((f) => f.code === 'SK411')?.data?.['terms'] as string[] | undefined) ?? [];
}

describe('SK411 ranking with stems', () => {
  it('skips the best-ranked terms whose stem the description has, and reports the next five', () => {
    // "extracting" and "merged" rank first (most headings) but the description says "extracts" and "merges".
    const terms = ['extracting', 'merged', 'ledger', 'quorum', 'zebra', 'vortex', 'nebula', 'prism'];
    const times = [9, 8, 7, 6, 5, 4, 3, 2];
    expect(sk411('Extracts and merges records. Use when asked.', terms, times)).toEqual([
      'ledger',
      'quorum',
      'zebra',
      'vortex',
      'nebula',
    ]);
  });

  it('reports fewer than five when the stem test leaves fewer', () => {
    const terms = ['extracting', 'merged', 'ledger'];
    expect(sk411('Extracts and merges records. Use when asked.', terms, [5, 4, 3])).toEqual(['ledger']);
    expect(sk411('Extracts and merges ledgers. Use when asked.', terms, [5, 4, 3])).toEqual([]);
  });
});

describe('SK411 and the words of the skill format', () => {
  // A skill that explains how to write skills names its own frontmatter keys in headings and bold;
  // "description" is no term a request could use to find it.
  it('does not list frontmatter keys or markup words as terms to move', () => {
    const terms = ['description', 'frontmatter', 'metadata', 'yaml', 'glossary'];
    expect(sk411('Drafts release notes. Use when asked for notes.', terms, [6, 5, 4, 3, 2])).toEqual(['glossary']);
  });
});
