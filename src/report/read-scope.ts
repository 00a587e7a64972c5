/**
 * The words for what a command read (`ReadScope`, skills/scope.ts): one line in check's text,
 * audit's table and the access commands, so a run that read the wrong folder — or a marketplace
 * as one install — says so where the user looks. JSON documents carry the scope as data.
 */
import { counted } from '../base/plural.js';
import { fmt } from '../base/numbers.js';
import { safeText } from '../base/escape.js';
import type { ReadScope, UnitSummary } from '../skills/scope.js';

/** Units and folders named on the line, at most; the rest are counted (JSON lists all). */
const SCOPE_MAX_NAMED = 4;

function named<T>(items: readonly T[], show: (item: T) => string): string {
  const shown = items.slice(0, SCOPE_MAX_NAMED).map(show);
  const more = items.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${fmt(more)} more` : shown.join(', ');
}

const skills = (n: number): string => counted(n, 'skill');

function unitWords(u: UnitSummary, show: (text: string) => string): string {
  const what =
    u.kind === 'plugin'
      ? `plugin ${u.name}`
      : u.kind === 'host-folder'
        ? u.name
        : u.kind === 'folder'
          ? `folder ${u.name}`
          : 'skills in no plugin';
  // A copy is read but not checked (check/units.ts withoutCopies): the line says so.
  if (u.copyOf !== undefined) return `${show(what)} (${skills(u.skills)}, a copy of ${show(u.copyOf)}: not checked)`;
  if (u.testData === true) return `${show(what)} (${skills(u.skills)}, test data: not checked)`;
  // Template folders are counted but not loaded by Claude Code and Codex: said, or the listing's
  // smaller count reads as a bug.
  const outside = u.outsideSkillRoots === undefined ? '' : `, ${fmt(u.outsideSkillRoots.length)} outside skills/`;
  if (u.packagedFor !== undefined)
    return `${show(what)} (${skills(u.skills)}${outside}, packaged for ${u.packagedFor})`;
  return `${show(what)} (${skills(u.skills)}${outside})`;
}

/**
 * `read: dir layout, 3 install units (plugin a (1 skill), …), folders plugins/a/skills (1), …`,
 * no newline. Without units (the flat layout, a set built by hand) the units part is left out.
 * `show` renders a name from the tree: escaped for a terminal by default; HTML escapes its own.
 */
export function readScopeText(scope: ReadScope, show: (text: string) => string = safeText): string {
  const parts = [`${scope.layout} layout`];
  if (scope.units.length > 0)
    parts.push(`${counted(scope.units.length, 'install unit')} (${named(scope.units, (u) => unitWords(u, show))})`);
  const folders =
    scope.folders.length === 0
      ? 'no skill folders'
      : `folder${scope.folders.length === 1 ? '' : 's'} ${named(scope.folders, (f) => `${show(f.path === '' ? '.' : f.path)} (${fmt(f.skills)})`)}`;
  parts.push(folders);
  return `read: ${parts.join(', ')}`;
}
