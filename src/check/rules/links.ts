/**
 * SK210–SK212: file references in the SKILL.md body. Paths are relative to the skill folder,
 * must exist, must stay inside the folder (a host packages and sandboxes one folder), and
 * should be at most one folder deep (`references/x.md`, not `references/a/b/x.md`) so the
 * model finds them without exploring. Flat-layout skills are single files: not checked.
 *
 * Existence is checked against every file the loader saw, not only the skill's own resources:
 * a skill folder may contain another skill (`examples/child/SKILL.md`), whose files belong to
 * that skill in the model but are still on disk inside this folder.
 */
import type { SkillSet } from '../../skills/model.js';
import { findReferences, resolveInSkill } from '../text/links.js';
import type { RawFinding, RuleMeta } from '../types.js';
import { finding, type RuleFamilyModule } from './rule.js';

/** Folders a reference may pass through below the skill root: one (`references/x.md`). */
export const MAX_REFERENCE_FOLDER_DEPTH = 1;

const rules: readonly RuleMeta[] = [
  {
    code: 'SK210',
    name: 'link-target-missing',
    family: 'body',
    defaultSeverity: 'error',
    keyFields: ['target'],
    docs: {
      what: 'A markdown link, reference definition or backticked resource path in the body names a file that is not in the skill folder.',
      why: 'The model follows the reference, gets a file-not-found error and improvises without the instructions it was promised.',
      example: 'See [the form guide](references/forms.md).  (no such file)',
      fix: 'Fix the path (it is relative to the skill folder) or add the file.',
    },
  },
  {
    code: 'SK211',
    name: 'link-escapes-skill',
    family: 'body',
    defaultSeverity: 'error',
    keyFields: ['target'],
    docs: {
      what: 'A reference is absolute or climbs out of the skill folder with `..`.',
      why: 'Hosts install and sandbox each skill folder on its own; files outside it are not there on another machine.',
      example: 'Run `../shared/scripts/lint.sh`.',
      fix: 'Copy the file into this skill folder and link it relative to the skill root: a skill can be installed without its neighbours.',
    },
  },
  {
    code: 'SK212',
    name: 'link-too-deep',
    family: 'body',
    defaultSeverity: 'warn',
    keyFields: ['target'],
    docs: {
      what: 'A reference points more than one folder below the skill root.',
      why: 'Best practice keeps references one level deep from SKILL.md; deeper trees make the model list folders and read partial files.',
      example: 'See [DNS notes](references/networking/dns/resolution.md).',
      fix: 'Flatten the tree so every reference sits one level below the skill root (`references/a/b/x.md` → `references/a-b-x.md`).',
    },
  },
];

/** Every file and folder the loader saw, relative to the scanned root. */
function treePaths(set: SkillSet): { files: Set<string>; folders: Set<string> } {
  const files = new Set<string>();
  const folders = new Set<string>();
  const add = (file: string) => {
    files.add(file);
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  };
  for (const skill of set.skills) {
    add(skill.file);
    for (const resource of skill.resources) add(resource.path);
  }
  for (const resource of set.sharedResources) add(resource.path);
  return { files, folders };
}

export const linkRules: RuleFamilyModule = {
  rules,
  check({ set }) {
    const out: RawFinding[] = [];
    const { files, folders } = treePaths(set);
    for (const skill of set.skills) {
      if (skill.layout !== 'dir') continue;
      const inTree = (rel: string) => (skill.dir === '' ? rel : `${skill.dir}/${rel}`);
      const lineOffset = skill.bodyStartLine - 1;
      for (const ref of findReferences(skill.body)) {
        const line = ref.line + lineOffset;
        const data = { target: ref.target, kind: ref.kind };
        const resolved = resolveInSkill(ref.target, skill.dir);
        if (resolved.escapes) {
          out.push(finding('SK211', skill.file, line, ref.column, `'${ref.target}' points outside the skill folder`, data));
          continue;
        }
        if (resolved.path === '') continue; // the skill folder itself
        const full = inTree(resolved.path);
        const isFile = files.has(full);
        if (!isFile && !folders.has(full)) {
          out.push(finding('SK210', skill.file, line, ref.column, `'${ref.target}' does not exist in the skill folder`, data));
          continue;
        }
        const depth = resolved.path.split('/').length - (isFile ? 1 : 0);
        if (depth > MAX_REFERENCE_FOLDER_DEPTH) {
          out.push(
            finding('SK212', skill.file, line, ref.column, `'${ref.target}' is ${depth} folders deep (max ${MAX_REFERENCE_FOLDER_DEPTH})`, {
              ...data,
              depth,
              max: MAX_REFERENCE_FOLDER_DEPTH,
            }),
          );
        }
      }
    }
    return out;
  },
};
