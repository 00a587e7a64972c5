/** Shared by the suggest tests: small skill folders on disk, and an edited copy of a directory. */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function writeSkill(root: string, name: string, description: string, body: string): void {
  mkdirSync(path.join(root, name), { recursive: true });
  writeFileSync(
    path.join(root, name, 'SKILL.md'),
    `---\nname: ${name}\ndescription: ${JSON.stringify(description)}\n---\n${body}\n`,
  );
}

/** Copies `dir` and replaces the frontmatter description of each skill folder named in `edits`. */
export function editedCopy(dir: string, edits: ReadonlyMap<string, string>): string {
  const out = tempDir('skillscope-suggest-edited-');
  cpSync(dir, out, { recursive: true });
  for (const [folder, description] of edits) {
    const file = path.join(out, folder, 'SKILL.md');
    const text = readFileSync(file, 'utf8');
    const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
    if (m === null) throw new Error(`no frontmatter in ${file}`);
    const doc = parseDocument(m[1] as string);
    doc.set('description', description);
    writeFileSync(file, `---\n${doc.toString({ lineWidth: 0 })}---\n${text.slice(m[0].length)}`);
  }
  return out;
}
