/**
 * SKILL.md files below --max-depth: the directory walk (walk.ts) loads none of them but counts
 * every one, so a command can say what it left out instead of silently switching layout, and
 * reports them per folder at the end.
 */
import { HOST_SKILL_FOLDERS, hostKidsAt, isHostSkillFolder } from '../hosts/folders.js';
import { problem } from './frontmatter.js';
import { underTestData } from './test-data.js';
import { absJoin, join, RESOURCE_MAX_DEPTH, SKIPPED_FOLDERS, type WalkState } from './walk-state.js';

/**
 * One SK106 `depth-limit` per folder the limit cut off, with the SKILL.md files left out below it
 * (`data.skills`, `data.files`): the outermost folder above them that holds no loaded skill, so a
 * copied tree of 500 deep skills (`backups/…`) is one finding on `backups`, not 500. The files
 * stay in `deepSkillFiles` one by one (the "checked 0 of N" count).
 */
export function reportDeepSkills(state: WalkState): void {
  if (state.deepSkillFiles.length === 0) return;
  const holdsSkill = new Set<string>();
  for (const skill of state.skills) for (let dir = skill.rel; dir !== ''; dir = parentOf(dir)) holdsSkill.add(dir);
  const loaded = new Set(state.skills.map((s) => s.rel));
  const groups = new Map<string, string[]>();
  for (const file of state.deepSkillFiles) {
    // `backups/2025-11-08/plugins/devops/x/skills/y/SKILL.md` while `plugins/devops/x/skills/y` is
    // loaded: a copy of a skill read in its own place. Raising --max-depth would only read the copy.
    // Also a copy of the repository's own tree, where a skill was renamed or dropped since.
    if (copiesLoaded(file, loaded) || copiesTree(file, holdsSkill)) continue;
    // Under a test-data folder (`tests/Fixtures/…/SKILL.md`): no host loads it, and loaded it would
    // be test data, read and not checked (test-data.ts). Raising --max-depth would change nothing.
    if (underTestData(parentOf(file))) continue;
    let folder = parentOf(file);
    for (let up = parentOf(folder); up !== '' && !holdsSkill.has(up); up = parentOf(up)) folder = up;
    const files = groups.get(folder);
    if (files === undefined) groups.set(folder, [file]);
    else files.push(file);
  }
  for (const [folder, files] of groups) {
    const what =
      files.length === 1
        ? `a SKILL.md below this folder is not loaded (${files[0]})`
        : `${files.length} SKILL.md files below this folder are not loaded`;
    state.problems.push(
      problem(
        'depth-limit',
        folder,
        0,
        0,
        `${what}: deeper than ${state.maxDepth} folder levels (raise --max-depth to include them)`,
        { maxDepth: state.maxDepth, skills: files.length, files },
      ),
    );
  }
}

/** True when the folder of a deep SKILL.md ends with the path of a loaded skill folder (two segments or more). */
function copiesLoaded(file: string, loaded: ReadonlySet<string>): boolean {
  const parts = parentOf(file).split('/');
  for (let from = 1; from <= parts.length - 2; from++) if (loaded.has(parts.slice(from).join('/'))) return true;
  return false;
}

/**
 * True when the folder of a deep SKILL.md repeats, below a prefix, a folder of the root that holds
 * loaded skills (two segments or more): `backups/2025-11-08/plugins/devops/old-name/skills/y` while
 * `plugins/devops` holds loaded skills is a dated copy of the tree, whose skills were renamed or
 * dropped since. No host reads the copy; raising --max-depth would only load a stale one.
 */
function copiesTree(file: string, holdsSkill: ReadonlySet<string>): boolean {
  const parts = parentOf(file).split('/');
  for (let from = 1; from <= parts.length - 2; from++) {
    const folder = parts.slice(from, from + 2).join('/');
    // A host skill folder (`pkg/.claude/skills`) is in every project that has one: no copy.
    if (holdsSkill.has(folder) && !isHostSkillFolder(folder)) return true;
  }
  return false;
}

function parentOf(rel: string): string {
  const cut = rel.lastIndexOf('/');
  return cut === -1 ? '' : rel.slice(0, cut);
}

/** Below --max-depth: no skill is loaded, but every SKILL.md there is counted (no silent layout switch), and reported per folder at the end. */
export function findDeepSkills(state: WalkState, abs: string, rel: string, depth: number): void {
  if (depth > RESOURCE_MAX_DEPTH) return;
  let raw;
  try {
    raw = state.fs.readdir(abs);
  } catch {
    return;
  }
  raw.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const hostKids = rel === '' ? undefined : hostKidsAt(rel);
  for (const e of raw) {
    if (e.invalidName || SKIPPED_FOLDERS.has(e.name)) continue;
    // The same hidden folders as the walk's (walkFolder): host skill folders only.
    if (hostKids !== undefined ? !hostKids.includes(e.name) : e.name.startsWith('.') && !HOST_SKILL_FOLDERS.has(e.name))
      continue;
    const childRel = join(rel, e.name);
    if (state.ignored(childRel)) continue;
    if (e.name === 'SKILL.md' && e.kind === 'file') {
      state.deepSkillFiles.push(childRel);
    } else if (e.kind === 'dir') {
      findDeepSkills(
        state,
        absJoin(abs, e.name),
        childRel,
        HOST_SKILL_FOLDERS.has(e.name) || (hostKids !== undefined && !isHostSkillFolder(childRel)) ? depth : depth + 1,
      );
    }
  }
}
