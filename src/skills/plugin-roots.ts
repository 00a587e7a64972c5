/**
 * Which of a plugin's skill folders the hosts that read plugin manifests load. A plugin without a
 * `skills` list keeps every skill inside its folder as a member (units.ts: lenient, so duplicate
 * names are still compared), but Claude Code and Codex load its skills from `skills/` only: a
 * `templates/skills/x` the plugin copies into projects, or a SKILL.md at the plugin's root, is not
 * in their listing of the plugin (docs/hosts.md "Plugin skill folders").
 */
import type { InstallUnit } from './model.js';
import { CODEX_MARKETPLACE } from '../hosts/marketplaces.js';
import { MARKETPLACE_MANIFEST } from './units-placement.js';

/**
 * A plugin's folders where Claude Code and Codex look for its skills when the manifest names none:
 * `skills/` (code.claude.com/docs/en/plugins-reference; Codex `plugin_skill_roots`) and, kept as
 * loaded because Claude Code has searched it (anthropics/claude-code#44120), `.claude/skills/`.
 */
const PLUGIN_SKILL_ROOTS = ['skills', '.claude/skills'] as const;

/** The manifests of the hosts that read a plugin's skills from PLUGIN_SKILL_ROOTS (Claude Code, Codex). */
const HOST_MANIFESTS = [
  MARKETPLACE_MANIFEST,
  CODEX_MARKETPLACE,
  '.claude-plugin/plugin.json',
  '.codex-plugin/plugin.json',
] as const;

/**
 * The members (`dirs`) of a plugin declared in `declaredIn` at `root` that lie outside its skill
 * roots, when it has no `skills` list (`listed` null). A bare plugin.json is no manifest of those
 * hosts (units-placement.ts MANIFEST_HOSTS): a skill folder holding one (`skills/audit/plugin.json`)
 * is listed as before.
 */
export function outsideSkillRoots(
  root: string,
  declaredIn: string,
  listed: readonly string[] | null,
  dirs: readonly string[],
): Pick<InstallUnit, 'outsideSkillRoots'> {
  if (listed !== null || !HOST_MANIFESTS.some((m) => declaredIn === m || declaredIn.endsWith(`/${m}`))) return {};
  const roots = PLUGIN_SKILL_ROOTS.map((r) => (root === '' ? r : `${root}/${r}`));
  const outside = dirs.filter((dir) => !roots.some((r) => dir.startsWith(`${r}/`)));
  return outside.length === 0 ? {} : { outsideSkillRoots: [...outside].sort() };
}
