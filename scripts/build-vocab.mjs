/**
 * Build step (run by `npm run build` after tsc, so also by `prepare` on `npm install` in a clone
 * and before `npm pack`): writes the precomputed vocabularies dist/tokenizer/vocab/<name>.bin
 * (src/tokenizer/vocab-binary.ts) from the rank files of the installed gpt-tokenizer, each
 * parsed and SHA-256-verified exactly as at run time. Build output, never committed (dist/ is
 * ignored).
 *
 *   node scripts/build-vocab.mjs
 *
 * Plain node on dist/ (no tsx: it must run wherever the build runs). An encoding whose rank file
 * is missing or does not verify is skipped with a warning on stderr: at run time it then falls
 * back to the rank file and reports the problem there, as it did before this step existed.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (file) => import(pathToFileURL(path.join(ROOT, 'dist/tokenizer', file)).href);
const { ENCODING_PARAMS } = await dist('params/index.js');
const { binaryVocabDir, binaryVocabFile, rankFileDir, readRankFile } = await dist('ranks.js');
const { encodeVocabBinary } = await dist('vocab-binary.js');
const { deriveTables } = await dist('tables.js');

const outDir = binaryVocabDir();
mkdirSync(outDir, { recursive: true });
let failed = 0;
for (const params of Object.values(ENCODING_PARAMS)) {
  const file = path.join(rankFileDir(), params.rankFile);
  try {
    // Throws unless the file's SHA-256 and sizes are the pinned ones, so its hash IS the pinned one.
    const table = readRankFile(params, file);
    const bytes = encodeVocabBinary(params, table, deriveTables(table, 'all'), params.expectedSha256);
    const target = path.join(outDir, binaryVocabFile(params));
    // Written aside and renamed: a reader never sees half a file (it would fall back anyway).
    writeFileSync(`${target}.tmp`, bytes);
    renameSync(`${target}.tmp`, target);
  } catch (err) {
    failed++;
    process.stderr.write(`build-vocab: skipped ${params.name}: ${err.message}\n`);
  }
}
if (failed > 0) process.stderr.write(`build-vocab: ${failed} encoding(s) will parse their rank file at run time\n`);
