/**
 * SK210's lookup in a skill the link's line names. "Follow `references/ingest.md` in the llm-wiki
 * skill" sends the model to that skill's file, and `../core-web-vitals/SKILL.md` reaches the skill
 * of that name once the skills sit side by side, as hosts and installers put them
 * (`.claude/skills/<name>/`). A path missing only here is not missing when the named skill has it.
 */
import { resolveInSkill, type BodyReference } from '../text/links.js';

/** Words on a line that may be skill names (`llm-wiki`, `pdf`): lower-case, digits, inner `-`/`_`. */
export function namedWords(line: string): string[] {
  return [...new Set(line.toLowerCase().match(/[a-z0-9][a-z0-9_-]*[a-z0-9]/g) ?? [])];
}

const inTree = (base: string, rel: string): string => (base === '' ? rel : `${base}/${rel}`);

/**
 * True when a skill its line names (other than its own; `dirsByName` maps each skill's `name` and
 * folder name, lower-cased, to its folders) holds the reference's path: resolved from that skill's
 * folder, or — for `../<word>/rest`, a sibling as installed — `rest` in it. The second reading is
 * what makes `../accessibility/SKILL.md` reach the skill `name: accessibility` kept in a folder
 * `web-accessibility`: an installer that names folders after `name` (and the spec, which wants the
 * two equal) puts it there; the mismatch is SK114's.
 */
export function inNamedSkill(
  ref: BodyReference,
  named: readonly string[],
  dirsByName: ReadonlyMap<string, readonly string[]>,
  tree: { isFile(path: string): boolean },
): boolean {
  if (ref.base !== 'skill') return false;
  const path = ref.path.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
  for (const word of named) {
    const sibling = path.toLowerCase().startsWith(`../${word}/`) ? path.slice(word.length + 4) : null;
    for (const dir of dirsByName.get(word) ?? []) {
      for (const candidate of sibling === null ? [ref.path] : [ref.path, sibling]) {
        const resolved = resolveInSkill(candidate, dir);
        if (!resolved.escapes && resolved.path !== '' && tree.isFile(inTree(dir, resolved.path))) return true;
      }
    }
  }
  return false;
}
