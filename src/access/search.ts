/**
 * Agent-driven search over the metadata corpus: must terms (`all`) that every
 * candidate contains, probe terms (`any`) that add evidence, BM25 scores from the routing
 * layer's inverted index under the `multi` analyzer (so Chinese terms work), and for each
 * candidate the evidence: matched terms, the fields they matched in, and snippets. The
 * envelope says how many matched in all (`totalMatches`) and whether the list was cut
 * (`truncated`), so an agent knows to narrow its terms. Skills in cold storage are searched
 * too; bodies never are.
 *
 * With the `bilingual` analyzer, each input is also bridged Chinese ↔ English (the router's
 * bridge, route/bilingual/bridge.ts): its translations score as weighted probe terms, and a
 * must input is met by its own terms or by one of its translations — so 电子表格 finds a skill
 * that says "spreadsheet". The index is the same; only the query side grows.
 *
 * Structure: one InvertedIndex (bm25 over all corpus fields as one text) for the scores, and
 * beside it a term → (skill, field bit mask) posting list for the "which fields" evidence and
 * the `all` filter. Both are built once per view; a query touches only its terms' postings.
 */
import { sortedIndexOf } from '../base/arrays.js';
import { pushAll } from '../base/arrays.js';
import { ANALYZERS } from '../route/analyzers/index.js';
import { bridgedMaxDf, bridgeTerms, type BridgedTerm } from '../route/bilingual/bridge.js';
import { zhEnDictionary } from '../route/bilingual/dictionary.js';
import type { AnalyzedDoc } from '../route/corpus.js';
import { InvertedIndex } from '../route/inverted-index.js';
import { parseRouterSpec } from '../route/spec.js';
import { codePointLength, sliceCodePoints, collapseWhitespace } from '../base/text.js';
import { corpusFields, CORPUS_FIELDS, type CorpusField } from './corpus.js';
import { AccessError } from './errors.js';
import { compareNames, type AccessSkill, type SkillView, unreadHiddenPart, type UnreadHiddenPart } from './view.js';

/** Candidates returned when no limit is given. Default 30. */
export const SEARCH_DEFAULT_LIMIT = 30;
/** Largest limit accepted. */
export const SEARCH_MAX_LIMIT = 100;
/** Code points of one snippet. */
export const SNIPPET_CHARS = 120;
/** Snippets per candidate (one per matched field, in field order). */
export const SNIPPETS_PER_CANDIDATE = 2;

const terms = ANALYZERS.multi.terms;

interface FieldPostings {
  docs: number[];
  masks: number[];
}

export interface SearchIndex {
  readonly view: SkillView;
  readonly scores: InvertedIndex;
  readonly fields: ReadonlyMap<string, FieldPostings>;
  readonly texts: readonly Record<CorpusField, string>[];
  /**
   * rank[doc] = the skill's place in name order (compareNames; equal names keep doc order), made
   * once: the score ties of every search are broken by it instead of comparing name strings,
   * which was a third of the search time in `skillscope cost` at 10,000 skills (--cpu-prof).
   */
  readonly nameRank: Int32Array;
}

export function buildSearchIndex(view: SkillView): SearchIndex {
  const parsed = parseRouterSpec('catalog:multi:bm25');
  if (!parsed.ok) throw new Error(parsed.message);
  const fields = new Map<string, FieldPostings>();
  const texts: Record<CorpusField, string>[] = [];
  const docs: AnalyzedDoc[] = view.skills.map((s, d) => {
    const f = corpusFields(s.skill);
    texts.push(f);
    const counts = new Map<string, number>();
    let length = 0;
    CORPUS_FIELDS.forEach((field, bit) => {
      const text = f[field];
      if (text === '') return;
      for (const t of terms(text)) {
        counts.set(t, (counts.get(t) ?? 0) + 1);
        length++;
        let p = fields.get(t);
        if (p === undefined) fields.set(t, (p = { docs: [], masks: [] }));
        const last = p.docs.length - 1;
        if (last >= 0 && p.docs[last] === d) p.masks[last] = (p.masks[last] as number) | (1 << bit);
        else {
          p.docs.push(d);
          p.masks.push(1 << bit);
        }
      }
    });
    return { name: s.name, fields: [{ counts, length }], distinct: counts.size };
  });
  const byName = view.skills
    .map((_, d) => d)
    .sort((a, b) => compareNames((view.skills[a] as AccessSkill).name, (view.skills[b] as AccessSkill).name) || a - b);
  const nameRank = new Int32Array(byName.length);
  byName.forEach((doc, rank) => (nameRank[doc] = rank));
  return { view, scores: new InvertedIndex(parsed.spec, docs), fields, texts, nameRank };
}

function maskOf(index: SearchIndex, term: string, doc: number): number {
  const p = index.fields.get(term);
  if (p === undefined) return 0;
  const at = sortedIndexOf(p.docs, doc);
  return at < 0 ? 0 : (p.masks[at] as number);
}

/** How search inputs are read: `multi` as written; `bilingual` also translated Chinese ↔ English. */
export type SearchAnalyzer = 'multi' | 'bilingual';
export const SEARCH_ANALYZERS = ['multi', 'bilingual'] as const satisfies readonly SearchAnalyzer[];
/** The analyzer when none is asked for: terms as written. */
export const SEARCH_DEFAULT_ANALYZER: SearchAnalyzer = 'multi';

export interface SearchQuery {
  /** Must terms: every analysed term of every entry must match (or, bilingual, one of the entry's translations). */
  readonly all?: readonly string[];
  /** Probe terms: any may match; each adds to the score. */
  readonly any?: readonly string[];
  readonly limit?: number;
  /** Default `SEARCH_DEFAULT_ANALYZER` (multi). */
  readonly analyzer?: SearchAnalyzer;
}

export interface Snippet {
  readonly field: CorpusField;
  readonly text: string;
}

export interface SearchCandidate {
  readonly ref: string;
  readonly name: string;
  readonly enabled: boolean;
  readonly score: number;
  readonly matched: {
    readonly all: readonly string[];
    readonly any: readonly string[];
    readonly fields: readonly CorpusField[];
    /** Bilingual only: the translations this skill matched. */
    readonly bridged?: readonly string[];
  };
  readonly snippets: readonly Snippet[];
}

export interface SearchResult extends UnreadHiddenPart {
  readonly schemaVersion: 1;
  readonly kind: 'skill_search';
  readonly revision: string;
  /** The analysed must and probe terms (what was actually matched against). */
  readonly all: readonly string[];
  readonly any: readonly string[];
  /** Inputs that analysed to no term (stop words, punctuation): ignored. */
  readonly ignored: readonly string[];
  /** Bilingual only: the translations searched, each with its weight and the input word it came from. */
  readonly bridged?: readonly BridgedTerm[];
  readonly totalMatches: number;
  readonly returned: number;
  readonly truncated: boolean;
  readonly candidates: readonly SearchCandidate[];
}

function analyse(inputs: readonly string[], ignored: string[]): string[] {
  const out: string[] = [];
  for (const input of inputs) {
    const t = terms(input);
    if (t.length === 0) ignored.push(input);
    pushAll(out, t);
  }
  return [...new Set(out)];
}

function fieldsOf(mask: number): CorpusField[] {
  return CORPUS_FIELDS.filter((_, bit) => (mask & (1 << bit)) !== 0);
}

/** A window of the field text around the first place a matched term (or an input word) occurs. */
export function snippet(text: string, needles: readonly string[]): string {
  const flat = collapseWhitespace(text).trim();
  const lower = flat.toLowerCase();
  let at = -1;
  for (const n of needles) {
    const i = n === '' ? -1 : lower.indexOf(n.toLowerCase());
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  const total = codePointLength(flat);
  if (total <= SNIPPET_CHARS) return flat;
  const before = at < 0 ? 0 : codePointLength(flat.slice(0, at));
  const start = Math.max(0, Math.min(before - Math.floor(SNIPPET_CHARS / 4), total - SNIPPET_CHARS));
  const window = sliceCodePoints([...flat].slice(start).join(''), SNIPPET_CHARS);
  return `${start > 0 ? '…' : ''}${window}${start + SNIPPET_CHARS < total ? '…' : ''}`;
}

export function searchSkills(index: SearchIndex, query: SearchQuery): SearchResult {
  const limit = query.limit ?? SEARCH_DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_MAX_LIMIT) {
    throw new AccessError(
      'INVALID_ARGUMENT',
      `limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}, got ${limit}`,
      { argument: 'limit', value: limit },
    );
  }
  const analyzer = query.analyzer ?? SEARCH_DEFAULT_ANALYZER;
  if (!(SEARCH_ANALYZERS as readonly string[]).includes(analyzer)) {
    throw new AccessError('INVALID_ARGUMENT', `analyzer must be ${SEARCH_ANALYZERS.join(' or ')}, got ${analyzer}`, {
      argument: 'analyzer',
      value: analyzer,
    });
  }
  const ignored: string[] = [];
  const all = analyse(query.all ?? [], ignored);
  const any = analyse(query.any ?? [], ignored).filter((t) => !all.includes(t));
  // Bilingual: each input's translations, per must input (for the filter) and merged (for the score).
  const bridgeOf = (input: string): BridgedTerm[] =>
    analyzer === 'bilingual' ? bridgeTerms(input, [...new Set(terms(input))], zhEnDictionary(), terms) : [];
  const allEntries = (query.all ?? []).map((input) => ({ own: [...new Set(terms(input))], bridged: bridgeOf(input) }));
  const merged = new Map<string, BridgedTerm>();
  for (const b of [...allEntries.flatMap((e) => e.bridged), ...(query.any ?? []).flatMap(bridgeOf)]) {
    if (all.includes(b.term) || any.includes(b.term)) continue;
    const had = merged.get(b.term);
    if (had === undefined || had.weight < b.weight) merged.set(b.term, b);
  }
  const bridged = [...merged.values()];
  if (all.length === 0 && any.length === 0) {
    throw new AccessError(
      'INVALID_ARGUMENT',
      'no search terms: give at least one --all or --any term that is not a stop word',
      { argument: 'terms', ignored },
    );
  }
  const scoring = index.scores.search([...all, ...any], bridged, bridgedMaxDf(index.view.skills.length));
  const hits: { doc: number; score: number }[] = [];
  const { docs, scores } = scoring.hits;
  const has = (t: string, doc: number) => maskOf(index, t, doc) !== 0;
  const allMet = (doc: number) =>
    analyzer === 'multi'
      ? all.every((t) => has(t, doc))
      : allEntries.every((e) => e.own.every((t) => has(t, doc)) || e.bridged.some((b) => has(b.term, doc)));
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i] as number;
    if (all.length === 0 || allMet(doc)) hits.push({ doc, score: scores[i] as number });
  }
  const skills = index.view.skills;
  const rank = index.nameRank;
  hits.sort((a, b) => b.score - a.score || (rank[a.doc] as number) - (rank[b.doc] as number));
  const top = hits.slice(0, limit);
  const rawWords = [...(query.all ?? []), ...(query.any ?? [])].flatMap((w) => w.split(/\s+/)).filter((w) => w !== '');
  const candidates = top.map(({ doc, score }) => {
    const s = skills[doc] as AccessSkill;
    let mask = 0;
    const matchedAny: string[] = [];
    for (const t of all) mask |= maskOf(index, t, doc);
    for (const t of any) {
      const m = maskOf(index, t, doc);
      if (m !== 0) matchedAny.push(t);
      mask |= m;
    }
    const matchedBridged: string[] = [];
    for (const b of bridged) {
      const m = maskOf(index, b.term, doc);
      if (m !== 0) matchedBridged.push(b.term);
      mask |= m;
    }
    const fields = fieldsOf(mask);
    const needles = [...all, ...matchedAny, ...matchedBridged, ...rawWords];
    const text = index.texts[doc] as Record<CorpusField, string>;
    const snippets = fields
      .filter((f) => f !== 'name')
      .slice(0, SNIPPETS_PER_CANDIDATE)
      .map((field) => ({ field, text: snippet(text[field], needles) }));
    return {
      ref: s.ref,
      name: s.name,
      enabled: s.enabled,
      score: Math.round(score * 1e4) / 1e4,
      matched: { all, any: matchedAny, fields, ...(analyzer === 'bilingual' ? { bridged: matchedBridged } : {}) },
      snippets,
    };
  });
  return {
    schemaVersion: 1,
    kind: 'skill_search',
    revision: index.view.revision,
    all,
    any,
    ignored,
    ...(analyzer === 'bilingual' ? { bridged } : {}),
    totalMatches: hits.length,
    returned: candidates.length,
    truncated: hits.length > candidates.length,
    candidates,
    ...unreadHiddenPart(index.view),
  };
}
