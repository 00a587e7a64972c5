/**
 * SK501–SK508's metadata: what each resource rule reports, the evidence behind its severity, and
 * its docs (docs/rules.md is generated from them). The checks are in resources.ts.
 */
import type { RuleMeta } from '../types.js';
import { CLAUDE_CHANGELOG, GUIDANCE, PLATFORM_DOCS, SPEC } from './evidence.js';

export const resourceRuleMeta: readonly RuleMeta[] = [
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
