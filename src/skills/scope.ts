/**
 * What a command read, as data every face shows (check, audit, report, the access commands): the
 * layout the loader used, the install units (units.ts) and the folders the skills were found in.
 * A gate that passes must say what it looked at, so a run that read the wrong folder — or none —
 * is visible in its own output.
 */
import type { InstallUnit, PackagingHost, SkillFolder, SkillLayout } from './model.js';

/** One install unit, without its skill list (the count is enough to read; JSON keeps the root). */
export interface UnitSummary {
  readonly name: string;
  readonly kind: InstallUnit['kind'];
  readonly root: string;
  readonly declaredIn?: string;
  readonly skills: number;
  readonly problem?: string;
  /** The unit this one copies (a backup, a staging copy): not installed, so not checked. */
  readonly copyOf?: string;
  /** The host this plugin is packaged for, beside another host's marketplace of the same name: checked for that host. */
  readonly packagedFor?: PackagingHost;
  /** Skills kept for the repository's own tests (`tests/fixtures/…`): not installed, so not checked. */
  readonly testData?: true;
  /**
   * The plugin's skill folders outside its skill folders (`templates/skills/x`), which Claude Code
   * and Codex do not load (InstallUnit.outsideSkillRoots): counted in `skills`, not in their listings.
   */
  readonly outsideSkillRoots?: readonly string[];
}

export interface ReadScope {
  readonly layout: SkillLayout;
  readonly units: readonly UnitSummary[];
  readonly folders: readonly SkillFolder[];
}

function unitSummary(u: InstallUnit): UnitSummary {
  return {
    name: u.name,
    kind: u.kind,
    root: u.root,
    ...(u.declaredIn === undefined ? {} : { declaredIn: u.declaredIn }),
    skills: u.skills.length,
    ...(u.problem === undefined ? {} : { problem: u.problem }),
    ...(u.copyOf === undefined ? {} : { copyOf: u.copyOf }),
    ...(u.packagedFor === undefined ? {} : { packagedFor: u.packagedFor }),
    ...(u.testData === true ? { testData: true as const } : {}),
    ...(u.outsideSkillRoots === undefined ? {} : { outsideSkillRoots: u.outsideSkillRoots }),
  };
}

/** The scope of one load; units and folders empty when the loader did not say (a set built by hand). */
export function readScope(
  layout: SkillLayout,
  units: readonly InstallUnit[] | undefined,
  folders: readonly SkillFolder[] | undefined,
): ReadScope {
  return { layout, units: (units ?? []).map(unitSummary), folders: folders ?? [] };
}
