/**
 * The project skill folders that hosts read inside hidden folders. The walk skips every hidden
 * entry (`.git`, `.venv`, `.cache`…) except these: a hidden folder named here is entered, and
 * inside it only the named skill folders — so `.claude/skills/x/SKILL.md` is a skill of the
 * repository, while `.claude/commands/` and `.github/workflows/` are never read.
 *
 * Sources (host code or documentation, read 2026-12):
 * - `.claude/skills`: Claude Code's project skills (docs "Agent Skills"; it also discovers them in
 *   nested folders of a monorepo); OpenCode reads it too (`EXTERNAL_DIRS = [".claude", ".agents"]`,
 *   pattern `skills/**\/SKILL.md`, packages/opencode/src/skill/index.ts); VS Code Copilot lists it in
 *   `DEFAULT_SKILL_SOURCE_FOLDERS` (src/vs/workbench/contrib/chat/common/promptSyntax/config/promptFileLocations.ts).
 * - `.agents/skills`: Codex (`repo_agents_skill_roots`, every folder from the project root down to
 *   the working folder; codex-rs/core-skills/src/loader.rs), OpenCode, Gemini CLI
 *   (`getProjectAgentSkillsDir`, packages/core/src/skills/skillManager.ts), VS Code Copilot.
 * - `.codex/skills`: Codex, the `skills` folder of the project config layer (`.codex/`; loader.rs).
 * - `.opencode/skill` and `.opencode/skills`: OpenCode's config folders, pattern `{skill,skills}/**\/SKILL.md`.
 * - `.github/skills`: VS Code Copilot (`DEFAULT_SKILL_SOURCE_FOLDERS`, first entry).
 * - `.gemini/skills`: Gemini CLI (`getProjectSkillsDir`).
 * - `.cursor/skills`: Cursor (cursor.com/docs/context/skills: project skills).
 * - `.agent/skills`: Google Antigravity's workspace folder before it moved to `.agents/skills`,
 *   still read for compatibility (Antigravity "Agent Skills" docs, as summarised 2026; secondary).
 * Home-folder copies (`~/.claude/skills`, `~/.codex/skills`, `~/.agents/skills`…) are the same
 * names below `~`, so a dotfiles repository that keeps them is walked like a project. Two home
 * folders have names of their own:
 * - `.config/opencode/skill` and `.config/opencode/skills`: OpenCode's global config folder
 *   (`Global.Path.config`, the XDG config folder + `opencode`, packages/opencode/src/global/index.ts),
 *   scanned with the same `{skill,skills}/**\/SKILL.md` pattern as `.opencode/`. Its skill folder
 *   is two levels below the hidden one; the levels between are entered like the host prefix.
 * - `.copilot/skills`: VS Code Copilot's and Copilot CLI's personal skills (`~/.copilot/skills`,
 *   `DEFAULT_SKILL_SOURCE_FOLDERS`).
 *
 * A host prefix does not count as a folder level for `--max-depth`: `.claude/skills/x` is as deep as
 * `skills/x`, so one limit means the same for both layouts.
 */

/** Hidden folder → the skill folders a host reads inside it (a path when levels lie between). */
export const HOST_SKILL_FOLDERS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['.agent', ['skills']],
  ['.agents', ['skills']],
  ['.claude', ['skills']],
  ['.codex', ['skills']],
  ['.config', ['opencode/skill', 'opencode/skills']],
  ['.copilot', ['skills']],
  ['.cursor', ['skills']],
  ['.gemini', ['skills']],
  ['.github', ['skills']],
  ['.opencode', ['skill', 'skills']],
]);

/** The longest host prefix path, in segments: the hidden folder and its deepest skill folder. */
const MAX_PREFIX_SEGMENTS = 1 + Math.max(...[...HOST_SKILL_FOLDERS.values()].flat().map((k) => k.split('/').length));

/**
 * The names the walk may enter inside `rel` when `rel` is a host prefix or a level between one and
 * its skill folder (`.claude` → skills, `.config` → opencode, `x/.config/opencode` → skill,
 * skills); undefined anywhere else, the skill folders themselves included.
 */
export function hostKidsAt(rel: string): readonly string[] | undefined {
  const parts = rel.split('/');
  for (let back = 1; back <= Math.min(parts.length, MAX_PREFIX_SEGMENTS); back++) {
    const kids = HOST_SKILL_FOLDERS.get(parts[parts.length - back]!);
    if (kids === undefined) continue;
    const between = parts.slice(parts.length - back + 1);
    const next: string[] = [];
    for (const kid of kids) {
      const seg = kid.split('/');
      if (seg.length > between.length && between.every((b, i) => seg[i] === b) && !next.includes(seg[between.length]!))
        next.push(seg[between.length]!);
    }
    if (next.length > 0) return next;
  }
  return undefined;
}

/** The segments of a host skill folder that ends `parts` at `end` (exclusive), or 0 when none does. */
function hostFolderLength(parts: readonly string[], end: number): number {
  for (const [dir, kids] of HOST_SKILL_FOLDERS) {
    for (const kid of kids) {
      const seg = kid.split('/');
      const at = end - seg.length - 1;
      if (at >= 0 && parts[at] === dir && seg.every((s, i) => parts[at + 1 + i] === s)) return seg.length + 1;
    }
  }
  return 0;
}

/** Every host skill folder as a root-relative path (`.claude/skills`…), for documentation and notes. */
export const HOST_SKILL_PATHS: readonly string[] = [...HOST_SKILL_FOLDERS].flatMap(([dir, kids]) =>
  kids.map((k) => `${dir}/${k}`),
);

/** Folder levels a path counts for --max-depth: its segments, host prefixes (`.claude`) excepted. */
export function countedDepth(rel: string): number {
  if (rel === '') return 0;
  const parts = rel.split('/');
  let n = 0;
  for (let i = 0; i < parts.length; i++) {
    if (HOST_SKILL_FOLDERS.has(parts[i]!)) continue;
    // A level between a host prefix and its skill folder (`.config/opencode`) is no level either.
    if (
      i > 0 &&
      hostKidsAt(parts.slice(0, i).join('/'))?.includes(parts[i]!) === true &&
      !isHostSkillFolder(parts.slice(0, i + 1).join('/'))
    )
      continue;
    n++;
  }
  return n;
}

/**
 * True when the walk may enter every folder of `rel` (root-relative, no `..`): no segment is
 * skipped or hidden, except a host prefix directly followed by one of its skill folders. Used where
 * a path must be known to be walked (the target of a SKILL.md link).
 */
export function isWalkedPath(rel: string, skipped: ReadonlySet<string>): boolean {
  const parts = rel.split('/');
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (skipped.has(part)) return false;
    if (!part.startsWith('.')) continue;
    // A hidden catalogue folder of skills (`skills/.curated`: walk.ts isCatalogueParent).
    const parent = parts[i - 1];
    if ((parent === 'skills' || parent === 'skill') && !isHostSkillFolder(parts.slice(0, i).join('/'))) continue;
    const kids = HOST_SKILL_FOLDERS.get(part);
    const seg = kids?.map((k) => k.split('/')).find((k) => k.every((s, j) => parts[i + 1 + j] === s));
    if (seg === undefined) return false;
    i += seg.length; // the host's skill folder (and any level before it) is walked as well
  }
  return true;
}

/** True when `rel` lies inside a host skill folder (`.claude/skills/x`, `app/.agents/skills/y/z`). */
export function inHostSkillFolder(rel: string): boolean {
  const parts = rel.split('/');
  // end < length: something inside the skill folder, not the folder itself.
  for (let end = 2; end < parts.length; end++) if (hostFolderLength(parts, end) > 0) return true;
  return false;
}

/** The host skill folder (`.claude/skills`, `mac/.codex/skills`) a path lies inside, nearest first, or null. */
export function hostSkillFolderOf(rel: string): string | null {
  const parts = rel.split('/');
  for (let i = parts.length - 1; i >= 2; i--) {
    const folder = parts.slice(0, i).join('/');
    if (isHostSkillFolder(folder)) return folder;
  }
  return null;
}

/** True when `rel` is a host skill folder itself (`.claude/skills`, `app/.agents/skills`). */
export function isHostSkillFolder(rel: string): boolean {
  const parts = rel.split('/');
  return parts.length >= 2 && hostFolderLength(parts, parts.length) > 0;
}

/**
 * True when `problem` is a host skill folder linked out of its root (`.agents/skills ->
 * ~/shared/skills`, SK106) whose target is another root of the same run (`check . ~/shared/skills`,
 * as SK106's advice says to do): that folder of skills is read there, so the link hides nothing.
 * `otherRootsReal`: the run's other roots, resolved through links.
 */
export function linkReadElsewhere(
  problem: { readonly kind: string; readonly file: string; readonly data?: Readonly<Record<string, unknown>> },
  otherRootsReal: readonly string[],
): boolean {
  const target = problem.data?.['target'];
  return (
    problem.kind === 'symlink-escape' &&
    isHostSkillFolder(problem.file) &&
    typeof target === 'string' &&
    otherRootsReal.includes(target)
  );
}
