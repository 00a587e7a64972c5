/**
 * Which skills of the bilingual pool the suggest query set (bench/suggest/queries.jsonl) writes
 * requests for, chosen by a rule fixed before any request was written or `suggest` was run on
 * them: the pool's skills whose description the loader reads (8 have frontmatter it cannot
 * parse, so no description to add words to; `check` reports them), split by description
 * language (Chinese when the description has more Han characters than half its Latin letters,
 * as bench/bilingual counts it), each list sorted by name and shuffled with the seeded PRNG of
 * src/base/random.ts (seed 1, the Chinese list first), the first 20 of each.
 *
 *   SKILLSCOPE_CORPUS_DIR=/work/corpus npx tsx bench/bilingual/build-pool.ts /tmp/suggestset-pool
 *   npx tsx bench/suggest/pick.ts /tmp/suggestset-pool
 */
import { loadSkills } from '../../src/skills/index.js';
import { mulberry32, shuffleInPlace } from '../../src/base/random.js';

/** Skills taken per description language, and the seed of the shuffle. */
const PER_LANGUAGE = 20;
const SEED = 1;

const dir = process.argv[2];
if (dir === undefined) {
  process.stderr.write('usage: tsx bench/suggest/pick.ts POOL_DIR\n');
  process.exit(2);
}
const isChinese = (text: string): boolean => {
  const han = (text.match(/\p{Script=Han}/gu) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  return han > latin / 2;
};
const skills = loadSkills(dir).skills.filter((s) => (s.description ?? '') !== '');
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const zh = skills
  .filter((s) => isChinese(s.description ?? ''))
  .map((s) => s.name)
  .sort(byName);
const en = skills
  .filter((s) => !isChinese(s.description ?? ''))
  .map((s) => s.name)
  .sort(byName);
const rand = mulberry32(SEED);
shuffleInPlace(zh, rand);
shuffleInPlace(en, rand);
process.stdout.write(`zh (${zh.length} in the pool): ${zh.slice(0, PER_LANGUAGE).join(' ')}\n`);
process.stdout.write(`en (${en.length} in the pool): ${en.slice(0, PER_LANGUAGE).join(' ')}\n`);
