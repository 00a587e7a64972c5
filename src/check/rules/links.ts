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
import { classifyResource } from '../../skills/classify.js';
import { pluginRootOf } from '../../skills/plugin.js';
import { findReferences, resolveInSkill, type BodyReference } from '../text/links.js';
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
      what: 'A markdown link, image or reference definition in the body, or a backticked path the body tells the model to read, see, load, open or run (such as: Read `references/x.md`; `python scripts/a.py`), names a file that does not exist. Paths are relative to the skill folder; `{baseDir}/` and `${CLAUDE_SKILL_DIR}/` mean the skill folder, `${CLAUDE_PLUGIN_ROOT}/` the plugin root: the nearest folder at or above the skill, inside the checked directory, that holds `.claude-plugin/plugin.json` (with none, such paths are not checked).',
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
      what: 'A reference is absolute or climbs out of the skill folder with `..` (a `${CLAUDE_PLUGIN_ROOT}/` reference: out of the plugin folder). Bare paths in backticks that no instruction points at are not references (see SK213).',
      why: 'Hosts install and sandbox each skill folder on its own; files outside it are not there on another machine.',
      example: 'Run `../shared/scripts/lint.sh`.',
      fix: 'Copy the file into this skill folder and link it relative to the skill root: a skill can be installed without its neighbours (a copy in each skill is expected, SK507 is only info). In a Claude Code plugin, `${CLAUDE_PLUGIN_ROOT}/path` may name a file elsewhere in the plugin.',
    },
  },
  {
    code: 'SK212',
    name: 'link-too-deep',
    family: 'body',
    defaultSeverity: 'warn',
    keyFields: ['target'],
    docs: {
      what: 'A reference document (markdown, text, HTML or PDF, by the resource classes) that the body points at sits more than one folder below the skill root. Scripts, assets and other files are not checked: they run or are used from any depth.',
      why: 'Best practice keeps references one level deep from SKILL.md; deeper trees make the model list folders and read partial files.',
      example: 'See [DNS notes](references/networking/dns/resolution.md).',
      fix: 'Flatten the tree so every reference sits one level below the skill root (`references/a/b/x.md` → `references/a-b-x.md`).',
    },
  },
  {
    code: 'SK213',
    name: 'code-path-missing',
    family: 'body',
    defaultSeverity: 'info',
    keyFields: ['target'],
    docs: {
      what: 'A path in backticks that looks like a skill file (`scripts/…`, `references/…`, `assets/…`, a `./` or `../` file, a host placeholder) and that no instruction points at does not exist anywhere in the checked directory.',
      why: 'It may be a typo in a reference, or an example of a path in the user\'s project; only the author can tell, so it never fails a run.',
      example: 'The script writes `assets/measure.js` into the project.',
      fix: 'Nothing when it is an example; otherwise fix the path, or make it a link or a "Read …" instruction so SK210 checks it.',
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

const inTree = (base: string, rel: string): string => (base === '' ? rel : rel === '' ? base : `${base}/${rel}`);

export const linkRules: RuleFamilyModule = {
  rules,
  check({ set }) {
    const out: RawFinding[] = [];
    const { files, folders } = treePaths(set);
    const exists = (full: string) => files.has(full) || folders.has(full);
    for (const skill of set.skills) {
      if (skill.layout !== 'dir') continue;
      const lineOffset = skill.bodyStartLine - 1;
      const pluginRoot = pluginRootOf(skill.dir, set.pluginRoots ?? []);
      for (const ref of findReferences(skill.body)) {
        const line = ref.line + lineOffset;
        const data = { target: ref.target, kind: ref.kind };
        if (ref.base === 'plugin') {
          // Unknown plugin root (no .claude-plugin/plugin.json at or above the skill inside the
          // scanned root): the target cannot be located, so nothing is claimed about it.
          if (pluginRoot === null) continue;
          const resolved = resolveInSkill(ref.path, pluginRoot);
          if (resolved.escapes) {
            if (ref.explicit) out.push(finding('SK211', skill.file, line, ref.column, `'${ref.target}' points outside the plugin folder`, { ...data, base: 'plugin' }));
            continue;
          }
          if (!exists(inTree(pluginRoot, resolved.path))) {
            out.push(missing(ref, skill.file, line, 'the plugin folder', { ...data, base: 'plugin', pluginRoot }));
          }
          continue; // the plugin is installed whole: no depth advice for files elsewhere in it
        }
        const resolved = resolveInSkill(ref.path, skill.dir);
        if (!ref.explicit) {
          // A path in backticks that no instruction points at may be an example of a path in
          // the user's project: only say (as info) when it is nowhere in the checked tree.
          const full = resolved.escapes ? resolveInTree(ref.path, skill.dir) : inTree(skill.dir, resolved.path);
          if (full !== null && !exists(full)) out.push(missing(ref, skill.file, line, 'the skill folder', data));
          continue;
        }
        if (resolved.escapes) {
          out.push(finding('SK211', skill.file, line, ref.column, `'${ref.target}' points outside the skill folder`, data));
          continue;
        }
        if (resolved.path === '') continue; // the skill folder itself
        const full = inTree(skill.dir, resolved.path);
        const isFile = files.has(full);
        if (!isFile && !folders.has(full)) {
          out.push(missing(ref, skill.file, line, 'the skill folder', data));
          continue;
        }
        // Depth advice is about documents the model reads; scripts run and assets are used from any depth.
        if (!isFile || !isDocument(resolved.path)) continue;
        const depth = resolved.path.split('/').length - 1;
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

/** A file the model reads: a document by its extension (markdown, text, HTML, PDF …) outside `scripts/`. */
function isDocument(path: string): boolean {
  return classifyResource(path.slice(path.lastIndexOf('/') + 1)) === 'references' && classifyResource(path) !== 'scripts';
}

/** SK210 for a reference the body sends the model to, SK213 (info) for a bare path in backticks. */
function missing(ref: BodyReference, file: string, line: number, where: string, data: Readonly<Record<string, unknown>>): RawFinding {
  return ref.explicit
    ? finding('SK210', file, line, ref.column, `'${ref.target}' does not exist in ${where}`, data)
    : finding('SK213', file, line, ref.column, `'${ref.target}' (in backticks) is not in ${where}`, data);
}

/** A path relative to `dir` as a path in the checked tree, or null when it is absolute or climbs above the root. */
function resolveInTree(target: string, dir: string): string | null {
  if (target.startsWith('/') || /^[a-zA-Z]:[\\/]/.test(target)) return null;
  const parts = dir === '' ? [] : dir.split('/');
  for (const segment of target.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') parts.push(segment);
    else if (parts.pop() === undefined) return null;
  }
  return parts.join('/');
}
