/**
 * SK410 never pairs a skill with its copy: a dated backup is marked a copy by the loader and left
 * out, and a plugin packaged a second time for another host under the same name is compared only
 * with that host's packagings (check/units.ts apartByHost): no host lists it next to the original,
 * so the original is not "confusable" with its own packaging.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

const reef =
  '---\nname: reef-survey\ndescription: Logs coral reef survey dives into the field sheet. Use when the user reports a reef dive.\n---\nBody.\n';
const tide =
  '---\nname: tide-table\ndescription: Reads tide tables for a harbour and plans launch windows. Use when the user asks about tides.\n---\nBody.\n';

function confusable(files: Record<string, string>): [string, unknown][] {
  const fs = memoryFs(Object.fromEntries(Object.entries(files).map(([k, v]) => [`/r/${k}`, v])));
  return runCheck(loadSkills('/r', {}, fs), {})
    .findings.filter((f) => f.code === 'SK410')
    .map((f) => [f.file, f.data['other']]);
}

const marketplace = JSON.stringify({
  name: 'sea-tools',
  owner: { name: 'Someone' },
  plugins: [{ name: 'sea', source: './skills', strict: false, skills: ['./reef-survey', './tide-table'] }],
});
const codexManifest = JSON.stringify({ name: 'sea', version: '1.0.0', skills: './skills/' });

describe('SK410 and copies', () => {
  it('does not pair a skill with its copy in a plugin packaged again for another host', () => {
    expect(
      confusable({
        '.claude-plugin/marketplace.json': marketplace,
        'skills/reef-survey/SKILL.md': reef,
        'skills/tide-table/SKILL.md': tide,
        'codex-plugins/sea/.codex-plugin/plugin.json': codexManifest,
        'codex-plugins/sea/skills/reef-survey/SKILL.md': reef,
        'codex-plugins/sea/skills/tide-table/SKILL.md': tide,
      }),
    ).toEqual([]);
  });

  it('still pairs two installed skills with the same entry', () => {
    expect(
      confusable({
        'skills/reef-survey/SKILL.md': reef,
        'skills/reef-log/SKILL.md': reef.replace('name: reef-survey', 'name: reef-log'),
        'skills/tide-table/SKILL.md': tide,
      }),
    ).toEqual([['skills/reef-survey/SKILL.md', 'reef-log']]);
  });
});
