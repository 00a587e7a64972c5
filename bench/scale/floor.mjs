/**
 * The floors of `npm run bench:scale`: what a command cannot avoid doing, as plain Node with no
 * skillscope code on the read path, run as a child process in the same alternation as the
 * commands, so each command's time can be printed as a ratio to the least work it needs.
 *
 *   node bench/scale/floor.mjs walk DIR         folders listed down to the skill folders (a folder
 *                                               holding SKILL.md is not entered further)
 *   node bench/scale/floor.mjs frontmatter DIR  walk + each SKILL.md read up to its closing `---`
 *                                               (4 KiB reads), that part decoded and split in lines
 *   node bench/scale/floor.mjs text DIR         every folder listed (resources too), every file read
 *                                               and hashed (SHA-256), every text file decoded
 *   node bench/scale/floor.mjs count DIR        text + each distinct text counted once in o200k_base
 *                                               tokens (the built tokenizer, dist/tokenizer)
 *   node bench/scale/floor.mjs route DIR [REQ]  frontmatter + the `name:` and `description:` lines
 *                                               taken as they are (no YAML), then one request routed
 *                                               over them by the built router (dist/route, catalog
 *                                               condition): what an ideal `route` would cost, with no
 *                                               validation, no path guard and no host model
 *
 * Hidden folders, node_modules and .git are not entered (the CLI enters a few hidden host folders;
 * the trees of bench:scale have none). Prints one JSON line: what it saw, so a run can be checked
 * against the command's own counts.
 */
import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import { closeSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The request `route` mode routes: bench/scale/run.ts passes its SCALE_REQUEST. */
const [mode, root, request = 'clean up a messy csv export before importing it into the database'] =
  process.argv.slice(2);
const MODES = ['walk', 'frontmatter', 'text', 'count', 'route'];
if (!MODES.includes(mode ?? '') || root === undefined) {
  process.stderr.write(`usage: floor.mjs ${MODES.join('|')} DIR [REQUEST]\n`);
  process.exit(2);
}
const entersSkills = mode === 'text' || mode === 'count';
const decoder = new TextDecoder('utf-8');
const seen = { folders: 0, skills: 0, files: 0, bytes: 0, frontmatterLines: 0, tokens: 0 };

const CHUNK = 4096;
const chunk = Buffer.allocUnsafe(CHUNK);
/** Reads `file` until the line closing its frontmatter (or its end), decodes that part, splits it. */
function readFrontmatter(file) {
  const fd = openSync(file, 'r');
  try {
    const parts = [];
    let total = 0;
    let searchFrom = 0;
    let head = Buffer.alloc(0);
    for (;;) {
      const got = readSync(fd, chunk, 0, CHUNK, null);
      if (got === 0) break;
      parts.push(Buffer.from(chunk.subarray(0, got)));
      total += got;
      head = parts.length === 1 ? parts[0] : Buffer.concat(parts, total);
      const close = head.indexOf('\n---', Math.max(3, searchFrom));
      if (close >= 0) {
        head = head.subarray(0, close);
        break;
      }
      searchFrom = Math.max(3, total - 4);
    }
    seen.bytes += head.length;
    const lines = decoder.decode(head).split('\n');
    seen.frontmatterLines += lines.length;
    if (mode === 'route') catalog.push(catalogEntry(lines));
  } finally {
    closeSync(fd);
  }
}

/** The skills `route` mode routes over: one-line `name:` and `description:` values, unparsed. */
const catalog = [];
function catalogEntry(lines) {
  let name = '';
  let description = '';
  for (const line of lines) {
    if (line.startsWith('name:')) name = line.slice(5).trim();
    else if (line.startsWith('description:')) description = line.slice(12).trim();
  }
  return { name, description, body: '' };
}

const counts = new Map();
let encoding;
function readText(file) {
  const bytes = readFileSync(file);
  seen.bytes += bytes.length;
  const key = createHash('sha256').update(bytes).digest('hex');
  // Binary files (a NUL byte, or not UTF-8) are sized, never decoded or counted.
  if (bytes.includes(0) || !isUtf8(bytes)) return;
  const text = decoder.decode(bytes);
  if (encoding !== undefined && !counts.has(key)) {
    const n = encoding.count(text);
    counts.set(key, n);
    seen.tokens += n;
  }
}

function walk(dir, inSkill) {
  seen.folders++;
  const entries = readdirSync(dir, { withFileTypes: true });
  const isSkill = !inSkill && entries.some((e) => e.name === 'SKILL.md' && e.isFile());
  if (isSkill) {
    seen.skills++;
    if (mode === 'frontmatter' || mode === 'route') readFrontmatter(path.join(dir, 'SKILL.md'));
    if (!entersSkills) return;
  }
  for (const e of entries) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const full = path.join(dir, e.name);
    if (e.isDirectory()) walk(full, inSkill || isSkill);
    else if (e.isFile() && entersSkills && (inSkill || isSkill)) {
      seen.files++;
      readText(full);
    }
  }
}

if (mode === 'count') {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const { getEncoding } = await import(pathToFileURL(path.join(repo, 'dist', 'tokenizer', 'index.js')).href);
  encoding = getEncoding('o200k_base');
}
walk(path.resolve(root), false);
if (mode === 'route') {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const { routeQuery } = await import(pathToFileURL(path.join(repo, 'dist', 'route', 'route.js')).href);
  const result = routeQuery(catalog, request);
  seen.top = result.ranked[0]?.name ?? '';
}
process.stdout.write(`${JSON.stringify({ mode, ...seen })}\n`);
