/** Small skill trees for the access tests, in memory or in a temp folder on disk. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildView, EMPTY_STATE, type AccessState, type SkillView } from '../../src/access/index.js';
import { loadSkills } from '../../src/skills/load.js';
import { memoryFs, type MemoryEntry } from '../../src/skills/fs.js';

export function skillMd(name: string, description: string, extra = '', body = `# ${name}\n\nDo the thing.\n`): string {
  return `---\nname: ${name}\ndescription: ${JSON.stringify(description)}\n${extra}---\n${body}`;
}

/** A view over in-memory sources: `{ label: { 'name/SKILL.md': text } }`, in precedence order. */
export function memoryView(
  sources: Record<string, Record<string, MemoryEntry>>,
  state: AccessState = EMPTY_STATE,
): SkillView {
  const loaded = Object.entries(sources).map(([label, files]) => {
    const fs = memoryFs(Object.fromEntries(Object.entries(files).map(([k, v]) => [`${label}/${k}`, v])));
    return { source: { label, dir: label, abs: `/${label}` }, set: loadSkills(`/${label}`, {}, fs) };
  });
  return buildView(loaded, state);
}

export function disabledState(...names: string[]): AccessState {
  return { disabled: new Set(names), usage: new Map(), badLines: 0 };
}

/** Writes files under a new temp folder and returns it. */
export function tempTree(files: Record<string, string | Uint8Array>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'skillscope-access-'));
  for (const [rel, text] of Object.entries(files)) {
    const abs = path.join(root, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, text);
  }
  return root;
}
