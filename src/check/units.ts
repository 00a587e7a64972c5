/**
 * Budgets per install unit (skills/units.ts). A host lists the skills that are installed, and a
 * marketplace's 44 plugins are not installed together by anyone: the catalog total and every
 * host listing are simulated once per unit, or once for the set the user says they install
 * together (`--install a,b`, config `install`). Duplicate names (SK115) are looked for inside a
 * unit, where they collide; across plugins the host's `plugin:skill` namespace keeps them apart.
 *
 * With a single unit (a repository without plugins, the flat layout, a set built by hand)
 * nothing changes: one group of every skill, and no `unit` in any finding's data.
 */
import { UsageError } from '../errors.js';
import { didYouMean } from '../base/suggest.js';
import type { InstallUnit } from '../skills/model.js';
import type { HostListing } from './hosts/types.js';

/** Skills budgeted together, and the label findings and budgets carry (absent: the whole set). */
export interface UnitGroup<T> {
  readonly unit?: string;
  readonly skills: readonly T[];
}

/**
 * The groups the listings and the catalog total are computed for. `install`: plugin names the
 * user installs together (one group); an unknown name is a usage error naming the units.
 */
export function unitGroups<T extends { readonly dir: string; readonly name: string }>(skills: readonly T[], units: readonly InstallUnit[] | undefined, install: readonly string[] | undefined): UnitGroup<T>[] {
  if (install !== undefined && install.length > 0) {
    const known = units ?? [];
    const wanted = new Set<string>();
    for (const name of install) {
      const matching = known.filter((u) => u.name === name);
      if (matching.length === 0) {
        const names = known.map((u) => u.name);
        const list = names.length === 0 ? 'none were found' : `found: ${names.join(', ')}`;
        throw new UsageError(`--install: no install unit named '${name}' (${list})${didYouMean(name, names)}`);
      }
      for (const u of matching) for (const dir of u.skills) wanted.add(dir);
    }
    return [{ unit: install.join('+'), skills: skills.filter((s) => wanted.has(s.dir)) }];
  }
  if (units === undefined || units.length < 2) return [{ skills }];
  const byDir = new Map<string, T>();
  for (const s of skills) byDir.set(s.dir, s);
  const members = (u: InstallUnit): T[] => u.skills.map((d) => byDir.get(d)).filter((s): s is T => s !== undefined);
  const real = budgeted(units, members);
  if (real.length === 0) return [{ skills }];
  if (real.length === 1) return [{ skills: members(real[0]!) }];
  return real.map((u) => ({ unit: u.name, skills: members(u) }));
}

/**
 * Share of a folder unit's skills whose names the installed units have too, from which the folder
 * is a copy of them (a generator's staging copy, `backups/`). Default 0.5: the staging copy in the
 * corpus repeats all of its 500 names, a catalogue folder of its own (832 skills beside 28) almost none.
 */
export const COPY_NAME_SHARE = 0.5;

/**
 * The units whose listing is simulated. A folder unit (skills/units.ts: loose skills no installer
 * reaches from the root) that copies the installed units is nobody's install, so its listing is
 * nobody's either and it is not budgeted (its names are still compared, SK115); a folder of
 * skills of its own is budgeted as what pointing the installer at it would install.
 */
function budgeted<T extends { readonly name: string }>(units: readonly InstallUnit[], members: (u: InstallUnit) => readonly T[]): InstallUnit[] {
  const installed = units.filter((u) => u.kind !== 'folder');
  const names = new Set(installed.flatMap((u) => members(u).map((s) => s.name)));
  return units.filter((u) => {
    if (u.kind !== 'folder') return true;
    const own = members(u);
    const repeated = own.filter((s) => names.has(s.name)).length;
    return repeated < own.length * COPY_NAME_SHARE;
  });
}

/**
 * One listing per host for the reports and the budget numbers a baseline compares: with several
 * units, the unit whose listing is furthest over its budget (then the largest). Listings keep
 * their host order.
 */
export function worstPerHost(listings: readonly HostListing[]): HostListing[] {
  const best = new Map<string, HostListing>();
  for (const l of listings) {
    const seen = best.get(l.host);
    if (seen === undefined || l.overBy > seen.overBy || (l.overBy === seen.overBy && l.fullSize > seen.fullSize)) best.set(l.host, l);
  }
  return [...best.values()];
}
