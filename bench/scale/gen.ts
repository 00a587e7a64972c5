/**
 * Deterministic generator of large skill directories of REAL text, for `npm run bench:scale`, the
 * audit benchmark and for trying the CLI on 1k–100k skills.
 *
 * Skill i is a fixture skill (frontmatter extras, body, resources) recombined with one to three
 * sections and sentences of the markdown that ships in node_modules (bench/scale/sources.ts):
 * - name: `<package>-<section heading>-<template>` slugged (a `-2`, `-3`… suffix when repeated);
 * - description: real sentences of the section plus the template's description or its
 *   "Use when…" clause, so routing and SK410 see varied, overlapping vocabulary;
 * - body: the template's body plus the section(s); some link a whole dependency README as
 *   `references/<package>.md`;
 * - resources: the template's files, hard-linked from a pool (`<out>/.pool`, copied once) so a
 *   100k tree costs the disk of its SKILL.md files only (copies where links are refused).
 * Skills sit in packs of 1,000 (`pack-000/<name>/SKILL.md`). Skill i depends only on (seed, i) and
 * the names before it, so the 1k tree is the first pack of the 10k tree, which is the first ten
 * packs of the 100k one.
 *
 * A finished tree holds a marker (`.skillscope-scale`, hidden, so the loader skips it); a tree
 * with the same marker is reused as is. Trees are written to a temporary sibling and renamed, so a
 * reader never sees half a tree.
 *
 *   npx tsx bench/scale/gen.ts [--sizes 1000,10000,100000] [--out /tmp/scale] [--seed 42] [--force]
 */
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { mulberry32 } from '../rng.js';
import { loadScaleSources, type DocSection, type ScaleSources, type Template } from './sources.js';

/** Where bench:scale and the other helpers look for trees: `/tmp/scale/<N>`. */
export const DEFAULT_SCALE_ROOT = '/tmp/scale';
export const DEFAULT_SEED = 42;
/** Bump when the generated text changes, so stale trees are rebuilt. */
const GENERATOR_VERSION = 'real-text-v1';
const MARKER = '.skillscope-scale';
const PACK_SIZE = 1000;
/** Share of skills that link a whole dependency README as a reference file. */
const REFERENCE_DOC_SHARE = 0.3;
/** Shares of skills whose body carries a second and a third documentation section (bodies of ~1–2k tokens, as real skills). */
const SECOND_SECTION_SHARE = 0.6;
const THIRD_SECTION_SHARE = 0.3;
/** The spec's cap on a description, in characters. */
const MAX_DESCRIPTION = 1024;

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface GeneratedSkill {
  /** Folder relative to the tree root. */
  readonly dir: string;
  readonly name: string;
  readonly skillMd: string;
  /** Resource path relative to the skill folder → absolute source file (linked from the pool). */
  readonly links: readonly { readonly rel: string; readonly abs: string }[];
}

function slug(text: string, maxWords: number): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '')
    .slice(0, maxWords)
    .join('-');
}

const pick = <T>(r: () => number, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;

/** The template's "Use when…" clause when it has one, else its whole description. */
function triggerClause(t: Template): string {
  const i = t.description.search(/\bUse (it )?when\b/);
  return i >= 0 ? t.description.slice(i) : t.description;
}

function describe(r: () => number, t: Template, s: DocSection): string {
  const parts =
    r() < 0.5
      ? [...s.sentences.slice(0, 1 + Math.floor(r() * 2)), triggerClause(t)]
      : [t.description, `Covers ${s.pkg}: ${s.sentences[0]!}`];
  let out = '';
  for (const p of parts) {
    const next = out === '' ? p : `${out} ${p}`;
    if (next.length > MAX_DESCRIPTION) break;
    out = next;
  }
  return out === '' ? t.description.slice(0, MAX_DESCRIPTION) : out;
}

/**
 * Skill i of a tree. `used` counts names already given (the only state shared between skills), so
 * a repeated combination gets a numbered suffix instead of an SK115 duplicate.
 */
export function generateSkill(src: ScaleSources, i: number, seed: number, used: Map<string, number>): GeneratedSkill {
  const r = mulberry32((seed * 1_000_003 + i) >>> 0);
  const t = pick(r, src.templates);
  const s = pick(r, src.sections);
  const base = [slug(s.pkg, 2), slug(s.heading, 3), t.name]
    .filter((p) => p !== '')
    .join('-')
    .slice(0, 58)
    .replace(/-+$/, '');
  const n = (used.get(base) ?? 0) + 1;
  used.set(base, n);
  const name = n === 1 ? base : `${base}-${n}`;
  const sections = [s];
  if (r() < SECOND_SECTION_SHARE) sections.push(pick(r, src.sections));
  if (r() < THIRD_SECTION_SHARE) sections.push(pick(r, src.sections));
  const links = t.resources.map((res) => ({ rel: res.rel, abs: res.abs }));
  let extra = '';
  if (r() < REFERENCE_DOC_SHARE) {
    const doc = pick(r, src.referenceDocs);
    const rel = `references/${slug(doc.pkg, 4) || 'doc'}.md`;
    if (!links.some((l) => l.rel === rel)) {
      links.push({ rel, abs: doc.abs });
      extra = `\nFor the full ${doc.pkg} documentation, read [${rel}](${rel}).\n`;
    }
  }
  const frontmatter = [
    `name: ${name}`,
    `description: ${JSON.stringify(describe(r, t, s))}`,
    ...(t.extraFrontmatter === '' ? [] : [t.extraFrontmatter]),
  ].join('\n');
  const body = `${t.body.replace(/\s+$/, '')}\n${sections.map((x) => `\n## ${x.heading} (${x.pkg})\n\n${x.text}\n`).join('')}${extra}`;
  const pack = `pack-${String(Math.floor(i / PACK_SIZE)).padStart(3, '0')}`;
  return { dir: `${pack}/${name}`, name, skillMd: `---\n${frontmatter}\n---\n${body}`, links };
}

/** Copies each source file once into `<root>/.pool/<sha256>` and returns source → pool path. */
function poolFiles(root: string, src: ScaleSources): Map<string, string> {
  const pool = path.join(root, '.pool');
  mkdirSync(pool, { recursive: true });
  const out = new Map<string, string>();
  const all = [...src.templates.flatMap((t) => t.resources.map((r) => r.abs)), ...src.referenceDocs.map((d) => d.abs)];
  for (const abs of all) {
    if (out.has(abs)) continue;
    const bytes = readFileSync(abs);
    const target = path.join(pool, createHash('sha256').update(bytes).digest('hex'));
    if (!existsSync(target)) writeFileSync(target, bytes);
    out.set(abs, target);
  }
  return out;
}

function stampOf(count: number, seed: number): string {
  return `${GENERATOR_VERSION} count=${count} seed=${seed}\n`;
}

/** True when `dir` holds a finished tree of this generator for (count, seed). */
export function isComplete(dir: string, count: number, seed = DEFAULT_SEED): boolean {
  try {
    return readFileSync(path.join(dir, MARKER), 'utf8') === stampOf(count, seed);
  } catch {
    return false;
  }
}

export interface TreeResult {
  readonly dir: string;
  /** False when an existing complete tree was reused. */
  readonly written: boolean;
  /** Bytes of SKILL.md text written (resources are links). */
  readonly skillMdBytes: number;
}

/**
 * Makes `<root>/<count>` (a tree of `count` skills) unless a complete one is there already.
 * `sources` may be passed in to read the real text once for several sizes.
 */
export function writeScaleTree(
  count: number,
  options: { root?: string; seed?: number; force?: boolean; sources?: ScaleSources } = {},
): TreeResult {
  const root = options.root ?? DEFAULT_SCALE_ROOT;
  const seed = options.seed ?? DEFAULT_SEED;
  const dir = path.join(root, String(count));
  if (!options.force && isComplete(dir, count, seed)) return { dir, written: false, skillMdBytes: 0 };
  const src = options.sources ?? loadScaleSources(REPO);
  mkdirSync(root, { recursive: true });
  const pool = poolFiles(root, src);
  const tmp = path.join(root, `.${count}.partial-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  const used = new Map<string, number>();
  let bytes = 0;
  let linkRefused = false;
  for (let i = 0; i < count; i++) {
    const s = generateSkill(src, i, seed, used);
    const skillDir = path.join(tmp, s.dir);
    mkdirSync(skillDir, { recursive: true });
    writeFileSync(path.join(skillDir, 'SKILL.md'), s.skillMd);
    bytes += Buffer.byteLength(s.skillMd);
    for (const l of s.links) {
      const dest = path.join(skillDir, l.rel);
      mkdirSync(path.dirname(dest), { recursive: true });
      const from = pool.get(l.abs)!;
      if (!linkRefused) {
        try {
          linkSync(from, dest);
          continue;
        } catch {
          linkRefused = true; // another filesystem, or links not allowed: copy from now on
        }
      }
      copyFileSync(from, dest);
    }
  }
  writeFileSync(path.join(tmp, MARKER), stampOf(count, seed));
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  return { dir, written: true, skillMdBytes: bytes };
}

/** `--sizes 1000,10000` → [1000, 10000]; throws on anything but positive integers. */
export function parseSizes(value: string): number[] {
  const sizes = value.split(',').map((v) => v.trim().replace(/_/g, '').replace(/k$/i, '000'));
  if (sizes.some((v) => !/^[1-9][0-9]*$/.test(v)))
    throw new Error(`--sizes takes positive integers separated by commas (1000,10k,100000), got '${value}'`);
  return sizes.map(Number);
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '1000,10000,100000' },
      out: { type: 'string', default: DEFAULT_SCALE_ROOT },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
      force: { type: 'boolean' },
    },
  });
  const sources = loadScaleSources(REPO);
  process.stderr.write(
    `real text: ${sources.templates.length} fixture skills, ${sources.sections.length} documentation sections, ${sources.referenceDocs.length} dependency docs\n`,
  );
  for (const n of parseSizes(values.sizes)) {
    const t0 = performance.now();
    const res = writeScaleTree(n, {
      root: values.out,
      seed: Number(values.seed),
      force: values.force === true,
      sources,
    });
    const secs = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(
      res.written
        ? `wrote ${n} skills to ${res.dir} (${(res.skillMdBytes / 1e6).toFixed(1)} MB of SKILL.md, ${secs} s)`
        : `${res.dir}: complete, reused`,
    );
  }
}
