/**
 * Whether a host reads a skill where it sits. A skill inside one host's own skill folder
 * (`.gemini/skills/x/SKILL.md`) is seen only by the hosts whose profile searches that folder
 * (profiles.ts, with sources): Claude Code reads `.claude/skills` alone, so a `.gemini/skills`
 * skill is not in its listing. A skill outside every host folder (`skills/x`, a plugin, a DIR
 * that is itself a skill folder) is modelled as installed where each host looks, as before.
 *
 * The folder is matched by name wherever it sits in the path (`app/.agents/skills/x` too):
 * Codex reads `.agents/skills` in every folder down to the working one, and the others' nested
 * folders load on demand — the host folder's name, not its depth, decides who reads it.
 */
import { HOST_PROFILES, type ProfileId } from './profiles.js';
import type { HostId } from './types.js';

/** The profile whose folders a listing host uses (the older Claude Code searched the same folder). */
const PROFILE_OF = {
  'claude-code': 'claude-code',
  'claude-code-legacy': 'claude-code',
  codex: 'codex',
  'codex-legacy': 'codex-legacy',
  'copilot-cli': 'copilot-cli',
  'copilot-cli-legacy': 'copilot-cli-legacy',
  'gemini-cli': 'gemini-cli',
  opencode: 'opencode',
  cursor: 'cursor',
  generic: null,
} as const satisfies Record<HostId, ProfileId | null>;

/** Every host skill folder any profile searches (project or home), as path segments. */
const HOST_FOLDERS: readonly (readonly string[])[] = [
  ...new Set(Object.values(HOST_PROFILES).flatMap((p) => p.folders.map((f) => f.path))),
].map((p) => p.split('/'));

/** The first host skill folder `file` lies in (`.gemini/skills`), or null. */
function hostFolderOf(file: string): string | null {
  const parts = file.split('/');
  for (let i = 0; i < parts.length; i++) {
    for (const folder of HOST_FOLDERS) {
      if (i + folder.length >= parts.length) continue;
      if (folder.every((seg, k) => parts[i + k] === seg)) return folder.join('/');
    }
  }
  return null;
}

/** True when `host` reads a skill whose SKILL.md is `file` (root-relative, `/`-separated). */
function hostReadsPlace(host: HostId, file: string): boolean {
  const profile = PROFILE_OF[host];
  if (profile === null) return true;
  const folder = hostFolderOf(file);
  return folder === null || HOST_PROFILES[profile].folders.some((f) => f.path === folder);
}

/**
 * True when `host` reads the skills of the host skill folder `folder` (root-relative,
 * `app/.claude/skills` too), so that check simulates its listing there: the same profiles decide
 * as for one skill. A folder no profile searches (`.agent/skills`, Antigravity's) is listed by
 * every host, as for skills an installer copies (a collection kept there and copied whole into
 * any host's folder was a true SK310-SK313 on the corpus).
 */
export function hostReadsFolder(host: HostId, folder: string): boolean {
  return hostReadsPlace(host, `${folder}/SKILL.md`);
}

/**
 * True when `host` installs a plugin packaged for `packagedFor` (its manifest is that host's,
 * skills/model.ts PackagingHost): that host and its older release. The generic profile lists all.
 */
export function hostInstallsPackaging(host: HostId, packagedFor: 'claude-code' | 'codex'): boolean {
  const profile = PROFILE_OF[host];
  return profile === null || profile === packagedFor || profile === `${packagedFor}-legacy`;
}

/** True when `host` lists a skill reached through a symlinked folder in its skill folder (HostProfile.followsLinks). */
export function hostFollowsLinks(host: HostId): boolean {
  const profile = PROFILE_OF[host];
  return profile === null || HOST_PROFILES[profile].followsLinks;
}

/**
 * True when `host` reads a skill in place or, following links, from one of the host skill folder
 * paths linked to it (`linkedFrom`, root-relative skill folders: Skill.linkedFrom).
 */
export function hostReadsSkill(host: HostId, file: string, linkedFrom: readonly string[] | undefined): boolean {
  if (hostReadsPlace(host, file)) return true;
  return (
    linkedFrom !== undefined &&
    hostFollowsLinks(host) &&
    linkedFrom.some((dir) => hostReadsPlace(host, `${dir}/SKILL.md`))
  );
}

/** True when `host` loads a plugin's skills from its skill folders only (HostProfile.pluginSkillRoots). */
export function hostUsesPluginSkillRoots(host: HostId): boolean {
  const profile = PROFILE_OF[host];
  return profile !== null && HOST_PROFILES[profile].pluginSkillRoots;
}
