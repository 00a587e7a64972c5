/** SK131: a host's own nested object under `metadata` (OpenClaw's `metadata.openclaw`) is allowed; other non-strings still fire. */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

function sk131(frontmatter: string): unknown[] {
  const file = `---\nname: ferry\ndescription: Books ferry crossings. Use when the user plans a crossing.\n${frontmatter}---\nBody.\n`;
  return runCheck(loadSkills('/r', {}, memoryFs({ '/r/ferry/SKILL.md': file })), {})
    .findings.filter((f) => f.code === 'SK131')
    .map((f) => f.data['badKeys']);
}

describe('SK131 and host metadata objects', () => {
  it('allows metadata.openclaw and its aliases as mappings', () => {
    expect(sk131('metadata:\n  openclaw:\n    requires:\n      bins: [curl]\n  owner: harbour\n')).toEqual([]);
    expect(sk131('metadata:\n  clawdbot:\n    emoji: "⛴"\n')).toEqual([]);
  });
  it('still reports other nested values, and an openclaw key that is not a mapping', () => {
    expect(sk131('metadata:\n  routes:\n    - north\n  openclaw:\n    emoji: x\n')).toEqual([['routes']]);
    expect(sk131('metadata:\n  openclaw: [a, b]\n')).toEqual([['openclaw']]);
  });
});
