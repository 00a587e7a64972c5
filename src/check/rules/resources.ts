/**
 * SK501–SK508: resources. Identical files in several places (SK501 when one skill holds two
 * copies; SK507, info, when each copy is in its own skill: skills must be self-contained, so
 * SK211 asks for exactly those copies), reference files and reference sets that are expensive
 * to read (tokens, in the run's encoding: 10k and 25k per file, 25k and 50k per skill — the
 * thresholds of peer validators, not their severities: none is an error), and any file over 1 MiB. A reference too large for the loader to read (`notRead`) has no
 * text to count, so its tokens are estimated from its size (`data.estimated: true`): skipping
 * it would let the largest references of all pass the token gates. Reference totals (SK504,
 * SK505) never fail a run: references cost nothing until read. Build output committed in a
 * skill (SK508) is one finding per folder, and its files are in no other finding here.
 */
import { groupDuplicates } from '../../audit/duplicates.js';
import { buildOutputFolders } from '../../skills/build-output.js';
import type { Resource } from '../../skills/model.js';
import { fmt } from '../../base/numbers.js';
import type { RawFinding } from '../types.js';
import type { CheckFacts } from '../facts.js';
import { finding, type RuleFamilyModule } from './rule.js';
import { apartByHost } from '../units.js';
import { resourceRuleMeta as rules } from './resources-meta.js';

/** Places named in an SK501 message before "and N more". Default 3 (the full list is in `data`). */
const DUPLICATE_PLACES_SHOWN = 3;

function firstFew(places: readonly string[]): string {
  // "and 1 more" would take as much room as the path.
  if (places.length <= DUPLICATE_PLACES_SHOWN + 1) return places.join(', ');
  return `${places.slice(0, DUPLICATE_PLACES_SHOWN).join(', ')} and ${places.length - DUPLICATE_PLACES_SHOWN} more`;
}

/**
 * Bytes per token assumed for a reference too large to read (`Resource.notRead`, over the
 * loader's MAX_READ_BYTES): a rough English average, enough to show such a file is far over
 * any token budget. Unit: bytes per token. Default 4.
 */
const ESTIMATED_BYTES_PER_TOKEN = 4;

/**
 * True when no skill holds two of the copies and at most one sits outside every skill: the
 * copies that SK211 asks for (each skill self-contained), reported as SK507 rather than SK501.
 */
function copiesPerSkill(paths: readonly string[], owner: ReadonlyMap<string, string>): boolean {
  const seen = new Set<string>();
  let outside = 0;
  for (const path of paths) {
    const dir = owner.get(path);
    if (dir === undefined) {
      if (++outside > 1) return false;
    } else if (seen.has(dir)) return false;
    else seen.add(dir);
  }
  return seen.size >= 1;
}

/**
 * The dir of the first skill (in set order) whose folder holds `folder`, by walking up its
 * parents: a lookup per level instead of a scan of every skill per copied folder (which was
 * quadratic on thousands of skills sharing a copied folder).
 */
function skillDirHolding(folder: string, skillIndex: ReadonlyMap<string, number>): string | undefined {
  let best: string | undefined;
  let bestIndex = Infinity;
  for (let cut = folder.lastIndexOf('/'); cut > 0; cut = folder.lastIndexOf('/', cut - 1)) {
    const dir = folder.slice(0, cut);
    const i = skillIndex.get(dir);
    if (i !== undefined && i < bestIndex) [best, bestIndex] = [dir, i];
  }
  return best;
}

function isReference(resource: Resource): boolean {
  return resource.category === 'references' && (resource.text !== null || resource.notRead === true);
}

/** Tokens of a reference: counted when read, estimated from its size when it was too large to read. */
function referenceTokens(
  resource: Resource,
  tokens: (text: string) => number,
): { readonly count: number; readonly estimated: boolean } {
  if (resource.notRead === true)
    return { count: Math.ceil(resource.bytes / ESTIMATED_BYTES_PER_TOKEN), estimated: true };
  return { count: tokens(resource.text ?? ''), estimated: false };
}

/** `facts` without the files inside `folders` (root-relative build-output folders, SK508). */
function withoutFolders(facts: CheckFacts, folders: ReadonlySet<string>): CheckFacts {
  if (folders.size === 0) return facts;
  const inside = (path: string): boolean => {
    for (let cut = path.indexOf('/'); cut !== -1; cut = path.indexOf('/', cut + 1))
      if (folders.has(path.slice(0, cut))) return true;
    return false;
  };
  return {
    ...facts,
    skills: facts.skills.map((skill) =>
      skill.resources.some((r) => inside(r.path))
        ? { ...skill, resources: skill.resources.filter((r) => !inside(r.path)) }
        : skill,
    ),
  };
}

/** SK501 / SK507: identical files and folders, from every resource's hash (no text needed). */
function duplicateFindings(facts: CheckFacts): RawFinding[] {
  const out: RawFinding[] = [];
  const owner = new Map<string, string>();
  for (const skill of facts.skills) for (const r of skill.resources) owner.set(r.path, skill.dir);
  // The skill folder holding a copied folder (undefined: outside every skill).
  const folderOwner = new Map<string, string>();
  const skillIndex = new Map<string, number>();
  facts.skills.forEach((s, i) => {
    if (s.dir !== '' && !skillIndex.has(s.dir)) skillIndex.set(s.dir, i);
  });
  // A copied folder is one finding on its first copy (every file in `data.contents`), not one
  // per file; file groups wholly inside it are not repeated. Messages name at most three
  // places; `data` has them all. The SK501/SK507 split is the same as for files.
  const duplicates = groupDuplicates(facts);
  for (const group of duplicates.folders) {
    const [first] = group.folders;
    if (first === undefined) continue;
    for (const folder of group.folders) {
      const dir = skillDirHolding(folder, skillIndex);
      if (dir !== undefined) folderOwner.set(folder, dir);
    }
    const code = copiesPerSkill(group.folders, folderOwner) ? 'SK507' : 'SK501';
    const what =
      code === 'SK507'
        ? `${group.folders.length} copies of a folder, one per skill`
        : `${group.folders.length} identical folders`;
    const waste = code === 'SK507' ? 'shipped again' : 'wasted';
    out.push(
      finding(
        code,
        first,
        0,
        0,
        `${what} (${fmt(group.files)} files, ${fmt(group.bytes)} bytes each, ${fmt(group.wastedBytes)} bytes ${waste}): ${firstFew(group.folders)}`,
        {
          sha256: group.sha256,
          scope: 'folder',
          files: group.files,
          bytes: group.bytes,
          copies: group.folders.length,
          wastedBytes: group.wastedBytes,
          folders: group.folders,
          contents: group.contents,
          skills: group.skills,
        },
      ),
    );
  }
  for (const group of duplicates.files) {
    const [first] = group.paths;
    if (first === undefined) continue;
    const code = copiesPerSkill(group.paths, owner) ? 'SK507' : 'SK501';
    const message =
      code === 'SK507'
        ? `${group.paths.length} copies, one per skill (${fmt(group.bytes)} bytes each, ${fmt(group.wastedBytes)} bytes shipped again): ${firstFew(group.paths)}`
        : `${group.paths.length} identical copies (${fmt(group.bytes)} bytes each, ${fmt(group.wastedBytes)} bytes wasted): ${firstFew(group.paths)}`;
    out.push(
      finding(code, first, 0, 0, message, {
        sha256: group.sha256,
        scope: 'file',
        bytes: group.bytes,
        copies: group.paths.length,
        wastedBytes: group.wastedBytes,
        paths: group.paths,
        skills: group.skills,
      }),
    );
  }
  return out;
}

/**
 * SK501 / SK507 within each set of skills one host may install together (check/units.ts
 * apartByHost): a plugin packaged again for another host ships its files again by design, to other
 * users, so its copies of the original's files are no finding; those inside it still are. Files
 * outside every skill go with the first set only.
 */
function duplicatesApart(facts: CheckFacts): RawFinding[] {
  const sets = apartByHost(facts.skills, facts.units);
  if (sets.length === 1) return duplicateFindings(facts);
  return sets.flatMap((skills, i) =>
    duplicateFindings({ ...facts, skills, ...(i === 0 ? {} : { sharedResources: [] }) }),
  );
}

/**
 * Per skill: its files' sizes and reference tokens (SK502–SK506). Per shared file: the same for
 * the file. At the end: duplicates across the whole tree (SK501 / SK507), from hashes.
 * Counting every reference (tokens) and grouping every hash (duplicates) are the costly parts:
 * each is skipped when the rules that report it are off.
 */
export const resourceRules: RuleFamilyModule = {
  rules,
  start({ options, tokens, encoding, enabled }) {
    const b = options.budgets;
    const countTokens = (['SK502', 'SK503', 'SK504', 'SK505'] as const).some(enabled);
    /** Checks one file into `out`; returns its reference tokens (0 when not a reference) and whether they were estimated. */
    const checkFile = (
      resource: Resource,
      out: RawFinding[],
    ): { readonly count: number; readonly estimated: boolean } => {
      if (resource.bytes > b.resourceMaxBytes) {
        out.push(
          finding(
            'SK506',
            resource.path,
            0,
            0,
            `file is ${fmt(resource.bytes)} bytes (max ${fmt(b.resourceMaxBytes)})`,
            { bytes: resource.bytes, max: b.resourceMaxBytes },
          ),
        );
      }
      if (!countTokens || !isReference(resource)) return { count: 0, estimated: false };
      const { count, estimated } = referenceTokens(resource, tokens);
      const data = { tokens: count, encoding: encoding.name, ...(estimated ? { estimated: true } : {}) };
      const about = estimated
        ? `about ${fmt(count)} ${encoding.name} tokens (estimated from ${fmt(resource.bytes)} bytes, too large to read)`
        : `${fmt(count)} ${encoding.name} tokens`;
      if (count > b.referenceErrorTokens) {
        out.push(
          finding('SK503', resource.path, 0, 0, `reference is ${about} (max ${fmt(b.referenceErrorTokens)})`, {
            ...data,
            max: b.referenceErrorTokens,
          }),
        );
      } else if (count > b.referenceWarnTokens) {
        out.push(
          finding('SK502', resource.path, 0, 0, `reference is ${about} (warn above ${fmt(b.referenceWarnTokens)})`, {
            ...data,
            max: b.referenceWarnTokens,
          }),
        );
      }
      return { count, estimated };
    };
    /** Root-relative build-output folders seen so far: their files are left out of the duplicate groups. */
    const buildFolders = new Set<string>();
    return {
      skill(skill) {
        const out: RawFinding[] = [];
        const builds = buildOutputFolders(skill.resources);
        const built = new Set<string>();
        for (const build of builds) {
          const folder = skill.dir === '' ? build.folder : `${skill.dir}/${build.folder}`;
          buildFolders.add(folder);
          for (const file of build.files) built.add(file);
          out.push(
            finding(
              'SK508',
              folder,
              0,
              0,
              `build output committed in the skill: ${fmt(build.files.length)} files, ${fmt(build.bytes)} bytes`,
              { folder: build.folder, files: build.files.length, bytes: build.bytes },
            ),
          );
        }
        const counts = (built.size === 0 ? skill.resources : skill.resources.filter((r) => !built.has(r.relPath))).map(
          (r) => checkFile(r, out),
        );
        const total = counts.reduce((sum, c) => sum + c.count, 0);
        const estimated = counts.some((c) => c.estimated);
        const data = { tokens: total, encoding: encoding.name, ...(estimated ? { estimated: true } : {}) };
        const about = `${estimated ? 'about ' : ''}${fmt(total)} ${encoding.name} tokens${estimated ? ' (partly estimated from file size)' : ''}`;
        if (total > b.referencesTotalErrorTokens) {
          out.push(
            finding(
              'SK505',
              skill.file,
              0,
              0,
              `references of this skill total ${about} (max ${fmt(b.referencesTotalErrorTokens)})`,
              { ...data, max: b.referencesTotalErrorTokens },
            ),
          );
        } else if (total > b.referencesTotalWarnTokens) {
          out.push(
            finding(
              'SK504',
              skill.file,
              0,
              0,
              `references of this skill total ${about} (warn above ${fmt(b.referencesTotalWarnTokens)})`,
              { ...data, max: b.referencesTotalWarnTokens },
            ),
          );
        }
        return out;
      },
      sharedResource(resource) {
        const out: RawFinding[] = [];
        checkFile(resource, out);
        return out;
      },
      finish: (facts) =>
        enabled('SK501') || enabled('SK507') ? duplicatesApart(withoutFolders(facts, buildFolders)) : [],
    };
  },
};
