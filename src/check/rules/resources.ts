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
import type { RawFinding, RuleMeta } from '../types.js';
import type { CheckFacts } from '../facts.js';
import { finding, type RuleFamilyModule } from './rule.js';
import { CLAUDE_CHANGELOG, GUIDANCE, PLATFORM_DOCS, SPEC } from './evidence.js';

/** Places named in an SK501 message before "and N more". Default 3 (the full list is in `data`). */
const DUPLICATE_PLACES_SHOWN = 3;

function firstFew(places: readonly string[]): string {
  // "and 1 more" would take as much room as the path.
  if (places.length <= DUPLICATE_PLACES_SHOWN + 1) return places.join(', ');
  return `${places.slice(0, DUPLICATE_PLACES_SHOWN).join(', ')} and ${places.length - DUPLICATE_PLACES_SHOWN} more`;
}

const rules: readonly RuleMeta[] = [
  {
    code: 'SK501',
    name: 'duplicate-resource',
    family: 'resource',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'guidance',
      source: GUIDANCE + ': equal SHA-256 content twice inside one skill (or twice outside every skill).',
      impact: 'The file ships twice, and the copies drift apart when one is edited.',
      consequence: 'upkeep',
      severity: 'warning: nothing breaks for the model; a second copy inside one skill is almost always an accident.',
    },
    keyFields: ['sha256'],
    worseField: 'wastedBytes',
    docs: {
      what: 'The same file content (SHA-256) exists twice inside one skill (or twice outside every skill); reported on the first path with every copy and the bytes wasted. Copies that sit one per skill are SK507. A folder copied whole (every file identical at the same relative path, at least two files) is one finding on its first copy (`data.scope: "folder"`, `data.folders`, `data.contents`) instead of one per file. A symlink to another file of the tree is that file, not a copy: it is in no group (SK507 neither).',
      why: 'Inside one skill a second copy is never needed: it ships twice and drifts apart when one is edited.',
      example: 'pdf-forms/references/schema.json and pdf-forms/assets/schema.json with identical bytes.',
      fix: 'Keep one copy in the skill and point every reference at it.',
    },
  },
  {
    code: 'SK502',
    name: 'reference-large',
    family: 'resource',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'spec',
      source:
        SPEC +
        ', line 207: "Keep individual reference files focused… smaller files mean less use of context"; 10,000 tokens is a threshold of ours (config `budgets.referenceWarnTokens`).',
      impact: 'When the body points the model at it, the whole file is read into the context.',
      consequence: 'cost',
      severity: 'warning: a size recommendation.',
    },
    keyFields: [],
    worseField: 'tokens',
    docs: {
      what: 'A reference document (category `references`) has more than 10,000 tokens (up to 25,000).',
      why: 'When the body points the model at it, the whole file is read into the context.',
      example: 'references/api.md with 14,000 tokens.',
      fix: 'Split it by topic so the model reads only the part it needs, and say in the body which file covers what.',
    },
  },
  {
    code: 'SK503',
    name: 'reference-too-large',
    family: 'resource',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'host',
      source:
        CLAUDE_CHANGELOG +
        ', 2.1.145: a whole-file read over the Read tool\'s token limit returns a first page with a "PARTIAL view" notice (the limit is set by `CLAUDE_CODE_FILE_READ_MAX_OUTPUT_TOKENS`, 2.1.0); 25,000 tokens is a threshold of ours.',
      impact: 'The model gets the first page and must page through the rest, or works from part of it.',
      consequence: 'degraded',
      severity: 'warning: the file is read, in parts; nothing is refused or missing.',
    },
    keyFields: [],
    worseField: 'tokens',
    docs: {
      what: 'A reference document has more than 25,000 tokens. A file too large to read (over 64 MiB) is counted by an estimate of one token per 4 bytes (`data.estimated: true`).',
      why: 'When the body sends the model to it, reading it takes a large slice of the window and hosts may truncate the read. A warning, not an error: nothing fails until it is read, and a skill that only points at the part it needs is fine.',
      example: 'references/full-spec.md with 40,000 tokens.',
      fix: 'Split it into topic files, or let a script search it instead of reading it whole.',
    },
  },
  {
    code: 'SK504',
    name: 'references-total-large',
    family: 'resource',
    defaultSeverity: 'info',
    evidence: {
      basis: 'guidance',
      source:
        GUIDANCE +
        ': all reference documents of one skill together over 25,000 tokens; ' +
        SPEC +
        ', line 222: resources are "loaded only when required".',
      impact: 'A task that needs several of them fills much of the window; references nobody reads cost nothing.',
      consequence: 'cost',
      severity: 'info: progressive disclosure means a total is paid only by tasks that read it all.',
    },
    keyFields: [],
    worseField: 'tokens',
    docs: {
      what: 'All reference documents of one skill together have more than 25,000 tokens (up to 50,000).',
      why: 'A task that needs several of them fills much of the window. Only information: references cost nothing until read (progressive disclosure), so a large total is not a defect by itself.',
      example: 'Five 6,000-token reference files.',
      fix: 'Remove what the skill does not need; split the skill if it covers several jobs.',
    },
  },
  {
    code: 'SK505',
    name: 'references-total-too-large',
    family: 'resource',
    defaultSeverity: 'info',
    evidence: {
      basis: 'guidance',
      source:
        GUIDANCE +
        ': all reference documents of one skill together over 50,000 tokens; ' +
        SPEC +
        ', line 222: resources are "loaded only when required".',
      impact: 'A task that needs most of them cannot hold them beside the conversation in a 200k window.',
      consequence: 'cost',
      severity:
        'info: progressive disclosure means references cost nothing until read, so a total over all of them is no defect; a task pays only for the files it opens (one file too large is SK503).',
    },
    keyFields: [],
    worseField: 'tokens',
    docs: {
      what: 'All reference documents of one skill together have more than 50,000 tokens (files too large to read count by an estimate, `data.estimated: true`).',
      why: 'No task can read all of them at once within a typical window. Only information: references cost nothing until read, and a skill whose body sends the model to the one file a task needs works at any total (a single file that is too large is SK503).',
      example: 'Ten 6,000-token reference files.',
      fix: 'Split the skill, or replace reading with scripts that extract what is needed.',
    },
  },
  {
    code: 'SK506',
    name: 'resource-too-large',
    family: 'resource',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'guidance',
      source:
        GUIDANCE +
        ': 1 MiB per file (config `budgets.resourceMaxBytes`); ' +
        PLATFORM_DOCS +
        ': uploads must stay under 8 MB in all (SK142).',
      impact: 'Every install downloads it; a few such files exceed upload limits.',
      consequence: 'cost',
      severity: 'warning: large files in a skill are often committed by accident (datasets, builds, fonts).',
    },
    keyFields: [],
    worseField: 'bytes',
    docs: {
      what: 'A resource file is larger than 1 MiB.',
      why: 'Large files (fonts, datasets, binaries) make every install heavy and may exceed platform upload limits.',
      example: 'assets/NotoSansCJK.ttc at 19 MB.',
      fix: 'Drop files the skill does not use, subset fonts, or download large data at run time.',
    },
  },
  {
    code: 'SK508',
    name: 'build-output-committed',
    family: 'resource',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'guidance',
      source:
        GUIDANCE +
        ": folder names with the marks their build tools leave (`__pycache__`, Cargo's `CACHEDIR.TAG`, `pyvenv.cfg`, object files, bytecode, wheels, CMake and Ninja files): hosts install the whole skill folder, so it ships with every install.",
      impact:
        'Every install ships megabytes of machine-specific artefacts that no host or model uses and that go stale with the sources.',
      consequence: 'cost',
      severity: 'warning: dead weight committed by accident; nothing fails to load.',
    },
    keyFields: ['folder'],
    worseField: 'bytes',
    docs: {
      what: 'A skill folder holds build output: `__pycache__/`, a Cargo or Maven `target/` (with `CACHEDIR.TAG`, `debug/`, `release/` or `.class` files), a Python virtual environment (`venv/` with `pyvenv.cfg`), `node_modules/`, or a `dist/` or `build/` that holds compiled artefacts (object files, bytecode, wheels, CMake or Ninja files). One finding per folder, on the folder, with its file count and bytes (`data.files`, `data.bytes`); its files are left out of the per-file rules (SK501, SK502, SK503, SK506, SK507) and of the reference totals. A `dist/` of bundled scripts the skill runs is not build output here.',
      why: 'Every install ships the folder: megabytes of machine-specific artefacts no host or model uses, that go stale with the sources. Reported file by file, one forgotten `.gitignore` line looked like dozens of large and duplicate files.',
      example: 'tools/oracle/target/release/… (135 files, 24 MB) committed in a skill folder.',
      fix: 'Delete the folder, add it to `.gitignore`, and build it at install or run time if the skill needs it.',
    },
  },
  {
    code: 'SK507',
    name: 'resource-copied-across-skills',
    family: 'resource',
    defaultSeverity: 'info',
    evidence: {
      basis: 'guidance',
      source: GUIDANCE + ': equal SHA-256 content in several skills, one copy each.',
      impact: 'Each copy is legitimate (a skill must work installed alone) but must be kept identical by hand.',
      consequence: 'upkeep',
      severity: 'info: the copies are intended; this is a maintenance note.',
    },
    keyFields: ['sha256'],
    worseField: 'wastedBytes',
    docs: {
      what: 'The same file content (SHA-256) exists in several skills, one copy each (plus at most one copy outside every skill); reported on the first path with every copy. A folder copied whole into several skills is one finding on its first copy (`data.scope: "folder"`).',
      why: 'Each skill must work when installed alone, so a helper several skills need is copied into each of them (the advice of SK211); the copies are legitimate, but they are shipped once per skill and must be kept identical by hand.',
      example: 'docx/scripts/office/pack.py and pptx/scripts/office/pack.py with identical bytes.',
      fix: 'Nothing, if the skills are installed separately. Keep the copies in sync (one source copied by a script, or a test that compares them); if the skills always travel together and share most of their files, consider merging them.',
    },
  },
];

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
        enabled('SK501') || enabled('SK507') ? duplicateFindings(withoutFolders(facts, buildFolders)) : [],
    };
  },
};
