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
 * Home-folder copies (`~/.claude/skills`, `~/.codex/skills`…) are the same names below `~`.
 *
 * A host prefix does not count as a folder level for `--max-depth`: `.claude/skills/x` is as deep as
 * `skills/x`, so one limit means the same for both layouts.
 */

/** Hidden folder → the skill folders a host reads inside it. */
export const HOST_SKILL_FOLDERS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['.agent', ['skills']],
  ['.agents', ['skills']],
  ['.claude', ['skills']],
  ['.codex', ['skills']],
  ['.cursor', ['skills']],
  ['.gemini', ['skills']],
  ['.github', ['skills']],
  ['.opencode', ['skill', 'skills']],
]);

/** Every host skill folder as a root-relative path (`.claude/skills`…), for documentation and notes. */
export const HOST_SKILL_PATHS: readonly string[] = [...HOST_SKILL_FOLDERS].flatMap(([dir, kids]) =>
  kids.map((k) => `${dir}/${k}`),
);

/** Folder levels a path counts for --max-depth: its segments, host prefixes (`.claude`) excepted. */
export function countedDepth(rel: string): number {
  if (rel === '') return 0;
  let n = 0;
  for (const part of rel.split('/')) if (!HOST_SKILL_FOLDERS.has(part)) n++;
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
    const next = parts[i + 1];
    if (kids === undefined || next === undefined || !kids.includes(next)) return false;
    i++; // the host's skill folder is walked as well
  }
  return true;
}

/** True when `rel` lies inside a host skill folder (`.claude/skills/x`, `app/.agents/skills/y/z`). */
export function inHostSkillFolder(rel: string): boolean {
  const parts = rel.split('/');
  // i + 2 < length: something inside the skill folder, not the folder itself.
  for (let i = 0; i + 2 < parts.length; i++) {
    if (HOST_SKILL_FOLDERS.get(parts[i]!)?.includes(parts[i + 1]!) === true) return true;
  }
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
  const n = parts.length;
  return n >= 2 && HOST_SKILL_FOLDERS.get(parts[n - 2]!)?.includes(parts[n - 1]!) === true;
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
