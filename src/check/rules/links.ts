/**
 * SK210–SK213: file references in the SKILL.md body. Paths are relative to the skill folder,
 * must exist, and must stay inside the folder (a host packages and sandboxes one folder); a
 * document should be named by SKILL.md itself, not only by another document (SK212, chains:
 * link-chains.ts — folder depth does not matter). Flat-layout skills are single files: not checked.
 *
 * Existence is checked against every file the loader saw, not only the skill's own resources:
 * a skill folder may contain another skill (`examples/child/SKILL.md`), whose files belong to
 * that skill in the model but are still on disk inside this folder.
 */
import { detach } from '../../base/text.js';
import type { LoadProblem } from '../../skills/model.js';
import { pluginRootOf } from '../../skills/plugin.js';
import { hostSkillFolderOf, isWalkedPath } from '../../hosts/folders.js';
import { SKIPPED_FOLDERS } from '../../skills/index.js';
import { findReferences, resolveInSkill, type BodyReference } from '../text/links.js';
import type { RawFinding } from '../types.js';
import type { CheckFacts } from '../facts.js';
import { chainFindings } from './link-chains.js';
import { elsewhereFinding, filesOutsideSkills, ownPathFinding, pathTails, type PathTails } from './link-elsewhere.js';
import { inNamedSkill, namedWords } from './link-named.js';
import { finding, type RuleFamilyModule } from './rule.js';
import { linkRuleMeta as rules } from './links-meta.js';
import {
  DOTTED_CALL,
  isBareWord,
  isFillInTemplate,
  NUMBER_RANGE,
  PATTERN_CHARS,
  isStandInStem,
  RUN_TIME_CACHE,
  SPEC_FOLDERS,
  stemOf,
  WORKING_FOLDER_FILE,
} from './link-targets.js';

const inside = (path: string, folder: string): boolean =>
  folder === '' || path === folder || path.startsWith(`${folder}/`);

/** What a reference is checked against: the files and folders of the tree (paths from the root). */
interface Tree {
  isFile(path: string): boolean;
  isFolder(path: string): boolean;
}

/** A tree of the given files and every folder above them. */
function treeOf(paths: Iterable<string>): Tree {
  const files = new Set<string>();
  const folders = new Set<string>();
  for (const file of paths) {
    files.add(file);
    for (let cut = file.indexOf('/'); cut !== -1; cut = file.indexOf('/', cut + 1)) folders.add(file.slice(0, cut));
  }
  return { isFile: (p) => files.has(p), isFolder: (p) => folders.has(p) };
}

/**
 * The tree, where a path the walk saw and did not read (`.github/copilot-instructions.md`), or a
 * path inside a folder it passed over (`.agent/inbox/x.md`), counts as there: the walk cannot say
 * it is missing. A link to it out of the skill is then only outside (SK211), or inside the plugin
 * or host folder (SK214).
 */
function withUnwalked(tree: Tree, unwalked: readonly string[]): Tree {
  if (unwalked.length === 0) return tree;
  const seen = new Set(unwalked);
  const covered = (p: string): boolean => {
    for (let cut = p.length; cut > 0; cut = p.lastIndexOf('/', cut - 1)) if (seen.has(p.slice(0, cut))) return true;
    return false;
  };
  return { isFile: (p) => tree.isFile(p) || covered(p), isFolder: (p) => tree.isFolder(p) || covered(p) };
}

/**
 * Files that are there but were not read: permission denied or a FIFO (SK104), a symlink to a file
 * outside the scanned folder (SK106). Those findings say what is wrong; a link to one is not also
 * "missing" (SK210 said 'does not exist' of a file denied to the user, and of a link to /etc/passwd).
 */
function* unreadFiles(problems: readonly LoadProblem[]): Generator<string> {
  for (const problem of problems)
    if (problem.kind === 'unreadable' || problem.kind === 'not-regular' || problem.kind === 'symlink-escape')
      yield problem.file;
}

/** Every file the loader saw, relative to the scanned root. */
function* treeFiles(facts: CheckFacts): Generator<string> {
  for (const skill of facts.skills) {
    yield skill.file;
    for (const resource of skill.resources) yield resource.path;
  }
  for (const resource of facts.sharedResources) yield resource.path;
  yield* unreadFiles(facts.problems);
}

const inTree = (base: string, rel: string): string => (base === '' ? rel : rel === '' ? base : `${base}/${rel}`);

/** The skill a reference was found in: what its check needs once the body is gone. */
interface RefSkill {
  readonly file: string;
  readonly dir: string;
  /** Body line 1 is this line of the file, less one. */
  readonly lineOffset: number;
  /** The body is a fill-in template of a document the skill writes (FILL_IN_PLACEHOLDER, below). */
  readonly template: boolean;
}

/**
 * The finding (or null) one reference yields in a tree. `pluginRoot` undefined: not known yet
 * (the stream names plugin roots at its end), so a plugin reference cannot be decided here.
 */
function checkReference(ref: BodyReference, skill: RefSkill, pluginRoot: string | null, tree: Tree): RawFinding | null {
  // A path the line calls an example, and no instruction points at, is made up to illustrate.
  if (ref.example === true) return null;
  // A glob or a template (`references/thresholds-{country}.md`, `distill-*.md`) names many files or
  // none: it is a pattern, not a file to look up.
  if (PATTERN_CHARS.test(ref.path)) return null;
  // "… if it exists": a missing target is what the author allowed for; a bare word with neither a
  // folder nor an extension (`[link](url)`, `[docs](internal-link)`) is a placeholder, not a path.
  const missing = (...args: Parameters<typeof missingFinding>) =>
    ref.optional === true || isBareWord(ref.path) ? null : missingFinding(...args);
  const exists = (full: string) => tree.isFile(full) || tree.isFolder(full);
  // `scripts/script_name.py`, `scripts/your_tool.py`, `error-codes/Sxxxxx.md`: a stand-in name for
  // whichever file is meant.
  if (isStandInStem(stemOf(ref.path))) return null;
  // `{baseDir}/data/cache.json`: a cache is what the skill's scripts write as they run; no skill ships one.
  if (RUN_TIME_CACHE.test(ref.path)) return null;
  // A link with no folder in a fill-in template (`- [c4-code-file-1.md](./c4-code-file-1.md) -
  // [Description]`) names a document written beside the one the template becomes, not a file of
  // the skill: the model reads the body as the shape of its output (agentskills.io specification,
  // "Body content": examples of inputs and outputs are what a body is for).
  if (skill.template && ref.kind === 'link' && !ref.path.replace(/^\.\//, '').includes('/')) return null;
  const line = ref.line + skill.lineOffset;
  const data = { target: ref.target, kind: ref.kind };
  if (ref.base === 'plugin') {
    // Unknown plugin root (no .claude-plugin/plugin.json at or above the skill inside the
    // scanned root): the target cannot be located, so nothing is claimed about it.
    if (pluginRoot === null) return null;
    const resolved = resolveInSkill(ref.path, pluginRoot);
    if (resolved.escapes)
      return ref.explicit
        ? finding('SK211', skill.file, line, ref.column, `'${ref.target}' points outside the plugin folder`, {
            ...data,
            base: 'plugin',
          })
        : null;
    if (!exists(inTree(pluginRoot, resolved.path)))
      return missing(ref, skill.file, line, 'the plugin folder', { ...data, base: 'plugin', pluginRoot });
    return null; // the plugin is installed whole: no depth advice for files elsewhere in it
  }
  // `./name` in a code span, with no folder, is a file of the working folder — the user's project,
  // where a command the model runs starts (`generates ./protect-mcp.key`, `check ./CLAUDE.md`) —
  // not of the skill. A link (`[a](./a.md)`) is resolved against the SKILL.md that holds it.
  if (ref.kind === 'code' && WORKING_FOLDER_FILE.test(ref.path)) return null;
  // `scripts/lib/chunker.split_scenes(text)` names a function of a module, not a file: no file
  // extension holds an underscore, while a Python identifier after a module path often does.
  if (ref.kind === 'code' && DOTTED_CALL.test(ref.path)) return null;
  const resolved = resolveInSkill(ref.path, skill.dir);
  if (!ref.explicit) {
    // A path in backticks that no instruction points at may be an example of a path in
    // the user's project: only say (as info) when it is nowhere in the checked tree.
    const full = resolved.escapes ? resolveInTree(ref.path, skill.dir) : inTree(skill.dir, resolved.path);
    return full !== null && !exists(full) ? missing(ref, skill.file, line, 'the skill folder', data) : null;
  }
  if (resolved.escapes) {
    // Out of the skill and nowhere in the checked tree either: broken everywhere, not only once
    // installed — "missing" says what to fix. (Absolute paths and paths above the checked root
    // cannot be looked up: they stay "outside".)
    const full = resolveInTree(ref.path, skill.dir);
    if (full !== null && !exists(full))
      return missing(ref, skill.file, line, 'the checked directory', { ...data, outside: true });
    // There, inside what is installed with the skill: the plugin folder, or a host folder read in place.
    if (full !== null && pluginRoot !== null && inside(full, pluginRoot)) {
      return finding(
        'SK214',
        skill.file,
        line,
        ref.column,
        `'${ref.target}' points out of the skill folder into its plugin: it works once the plugin is installed whole`,
        { ...data, within: 'plugin', case: 'plugin', pluginRoot },
      );
    }
    const hostFolder = hostSkillFolderOf(skill.dir);
    if (full !== null && hostFolder !== null && inside(full, hostFolder)) {
      return finding(
        'SK214',
        skill.file,
        line,
        ref.column,
        `'${ref.target}' points out of the skill folder into ${hostFolder}, which hosts read in place`,
        { ...data, within: 'host-folder', case: 'host-folder', hostFolder },
      );
    }
    return finding('SK211', skill.file, line, ref.column, `'${ref.target}' points outside the skill folder`, data);
  }
  if (resolved.path === '') return null; // the skill folder itself
  const full = inTree(skill.dir, resolved.path);
  if (!exists(full)) {
    const cut = resolved.path.lastIndexOf('/');
    const last = resolved.path.slice(cut + 1);
    // `references/research/01-03`: a range of numbered files (`01-….md` to `03-….md`), not a file;
    // like a pattern, only its folder is looked up.
    if (NUMBER_RANGE.test(last)) {
      const folder = cut === -1 ? '' : resolved.path.slice(0, cut);
      return folder === '' || exists(inTree(skill.dir, folder))
        ? null
        : missing(ref, skill.file, line, 'the skill folder', data);
    }
    // A folder (`examples/search-r1/`) or a page with no extension (`[runbook](internal-wiki/deploy)`)
    // under a top folder the skill does not have names a place in another tree — the project the
    // skill works on, an upstream repository, a wiki — not a file the skill ships. Not under the
    // spec's own folders (scripts/, references/, assets/: a skill's, wherever they are named), and a
    // file with an extension (`examples/run.py` with no `examples/`) is still a missing file.
    const top = resolved.path.split('/')[0]!;
    if (
      (ref.path.endsWith('/') || ref.kind === 'link') &&
      !last.includes('.') &&
      !SPEC_FOLDERS.has(top) &&
      !exists(inTree(skill.dir, top))
    )
      return null;
  }
  // A path through a folder of the skill the walk never enters (`.repo-wiki/entities/a.md`, a
  // hidden folder the skill's commands make; `node_modules/`) is not known to be missing: the tree
  // holds only what the walk saw. (Out of the skill, `../.github/x.md`, the walk's folders are known.)
  if (!exists(full) && isWalkedPath(resolved.path, SKIPPED_FOLDERS))
    return missing(ref, skill.file, line, 'the skill folder', data);
  return null; // folder depth is no problem: SK212 is about chains of documents (link-chains.ts)
}

/**
 * True when PATH, a command's path in a skill of a project's own host folder (`.claude/skills/x`,
 * `app/.agents/skills/x`), is a file of that project: hosts run a project skill's commands with
 * the project as the working folder, so `bash scripts/check.sh` is the repository's
 * `scripts/check.sh` when the skill has none. Links stay resolved against the SKILL.md.
 */
function inProject(path: string, skillDir: string, exists: (rel: string) => boolean): boolean {
  const hostFolder = hostSkillFolderOf(skillDir);
  if (hostFolder === null) return false;
  const project = hostFolder.split('/').slice(0, -2).join('/');
  const resolved = resolveInSkill(path, project);
  return !resolved.escapes && resolved.path !== '' && exists(inTree(project, resolved.path));
}

/** A tree that remembers whether it ever answered "no" (the answer may differ in the whole tree). */
function recordingTree(tree: Tree): Tree & { missed: boolean } {
  const t = {
    missed: false,
    isFile: (p: string) => tree.isFile(p) || ((t.missed = true), false),
    isFolder: (p: string) => tree.isFolder(p) || ((t.missed = true), false),
  };
  return t;
}

/** A reference copied out of its body (V8 would keep the whole body alive behind a slice of it). */
function detachReference(ref: BodyReference): BodyReference {
  return { ...ref, target: detach(ref.target), path: detach(ref.path) };
}

/**
 * Per skill, against the skill's own files: a reference found there is decided at once (the whole
 * tree has every file the skill has). One that is not — a target in a nested skill's folder, in
 * a shared folder, under a plugin root, or missing — is kept (the reference, not the body) and
 * decided at the end against every file the loader saw. Both give exactly the findings of one
 * check against the whole tree: `exists` can only turn from no to yes as files are added.
 */
export const linkRules: RuleFamilyModule = {
  rules,
  start() {
    const pending: { readonly ref: BodyReference; readonly skill: RefSkill; readonly named: readonly string[] }[] = [];
    return {
      skill(skill) {
        if (skill.layout !== 'dir') return [];
        // No frontmatter in a folder only hosts that refuse such a file read: no host reads this
        // body, so its links lead nowhere (SK101 already says the file is no skill).
        if (skill.frontmatter === null && readOnlyWithFrontmatter(skill.dir)) return [];
        const refs = findReferences(skill.body);
        if (refs.length === 0) return [];
        const out: RawFinding[] = chainFindings(skill, refs);
        const own = treeOf([skill.file, ...skill.resources.map((r) => r.path), ...unreadFiles(skill.problems)]);
        const at: RefSkill = {
          file: skill.file,
          dir: skill.dir,
          lineOffset: skill.bodyStartLine - 1,
          template: isFillInTemplate(skill.body),
        };
        let lines: string[] | undefined;
        for (const ref of refs) {
          const tree = recordingTree(own);
          const result = ref.base === 'plugin' ? null : checkReference(ref, at, null, tree);
          if (ref.base === 'plugin' || tree.missed) {
            // The words of its line, for a path the line says is another skill's (finish, below).
            const text = (lines ??= skill.body.split('\n'))[ref.line - 1] ?? '';
            pending.push({
              ref: detachReference(ref),
              skill: at,
              named: namedWords(text).filter((w) => w !== skill.name),
            });
          } else if (result !== null) out.push(result);
        }
        return out;
      },
      finish(facts) {
        if (pending.length === 0) return [];
        const tree = withUnwalked(treeOf(treeFiles(facts)), facts.unwalked ?? []);
        let tails: PathTails | undefined; // built on the first missing target
        let others: ReadonlySet<string> | undefined; // files outside skills no SKILL.md links, likewise
        const dirsByName = new Map<string, string[]>();
        for (const s of facts.skills) {
          for (const name of new Set([s.name.toLowerCase(), s.folderName.toLowerCase()]))
            dirsByName.set(name, [...(dirsByName.get(name) ?? []), s.dir]);
        }
        const out: RawFinding[] = [];
        for (const { ref, skill, named } of pending) {
          const pluginRoot = pluginRootOf(skill.dir, facts.pluginRoots);
          const result = checkReference(ref, skill, pluginRoot, tree);
          if (result === null) continue;
          // "Follow `references/ingest.md` in the llm-wiki skill": the line names the skill whose
          // file it is, and the model opens it there; missing only if that skill lacks it too.
          if (result.code === 'SK210' && inNamedSkill(ref, named, dirsByName, tree)) continue;
          // `bash scripts/check.sh` in a project's own skill: a file of the project (inProject).
          if (result.code === 'SK210' && ref.kind === 'code') {
            others ??= new Set(facts.otherFiles ?? []);
            const known = others;
            if (inProject(ref.path, skill.dir, (p) => tree.isFile(p) || tree.isFolder(p) || known.has(p))) continue;
          }
          // `.claude/skills/forms/agents/a.md` in the skill `forms` that has `agents/a.md`: say so.
          const own = ref.base === 'skill' ? ownPathFinding(result, ref.path, skill.dir, tree.isFile) : null;
          // Missing where it points while a file of that path is elsewhere (copied at install?): SK215.
          const full =
            own === null && result.code === 'SK210'
              ? resolveInTree(ref.path, ref.base === 'plugin' ? (pluginRoot ?? skill.dir) : skill.dir)
              : null;
          if (full !== null) tails ??= pathTails(filesOutsideSkills(facts));
          const match = full === null ? null : (tails?.find(full) ?? null);
          out.push(own ?? (full === null || match === null ? result : elsewhereFinding(result, full, match)));
        }
        return out;
      },
    };
  },
};

/**
 * Host skill folders whose hosts skip a SKILL.md without frontmatter: Gemini CLI's
 * `loadSkillFromFile` (packages/core/src/skills/skillLoader.ts) returns null when the file does not
 * open with a `---` block holding `name` and `description`; Codex refuses one too. Claude Code is
 * not among them (it names such a skill after its folder), so `.claude/skills` is not listed.
 */
const FRONTMATTER_REQUIRED_FOLDERS: ReadonlySet<string> = new Set(['.gemini/skills', '.codex/skills']);

function readOnlyWithFrontmatter(dir: string): boolean {
  const folder = hostSkillFolderOf(dir);
  return folder !== null && FRONTMATTER_REQUIRED_FOLDERS.has(folder.split('/').slice(-2).join('/'));
}

/** SK210 for a reference the body sends the model to, SK213 (info) for a bare path in backticks. */
function missingFinding(
  ref: BodyReference,
  file: string,
  line: number,
  where: string,
  data: Readonly<Record<string, unknown>>,
): RawFinding {
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
