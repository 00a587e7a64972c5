/**
 * Conditions: what text of a skill the router sees. The spelling is
 *
 *     BASE[@N][+norm]        BASE = catalog | body | excerpt
 *
 * - `catalog`    name + " " + description (what every host lists up front);
 * - `catalog@N`  name + " " + the first N code points of the description — what a host that cuts
 *                descriptions at N shows (e.g. catalog@240, catalog@256);
 * - `body`       the SKILL.md body (after the frontmatter);
 * - `excerpt`    the first `--excerpt` (default 1,500) code points of the body; `excerpt@N` sets N
 *                for this condition only;
 * - `+norm`      length normalisation of the `idf` scorer: divide by sqrt(distinct target terms).
 *
 * For the fielded `bm25f` scorer the condition picks the fields instead: name and description
 * (cut for catalog@N) always, plus the body (body), the excerpt (excerpt) or nothing (catalog).
 */

export type ConditionBase = 'catalog' | 'body' | 'excerpt';

export const CONDITION_BASES = ['catalog', 'body', 'excerpt'] as const satisfies readonly ConditionBase[];

/** Code points of the body an `excerpt` condition keeps unless told otherwise (the article's 1,500). */
export const DEFAULT_EXCERPT_CHARS = 1500;

export interface Condition {
  readonly base: ConditionBase;
  /** catalog: description cut (code points, null = whole); excerpt: body cut (code points); body: null. */
  readonly cut: number | null;
  /** Divide idf scores by sqrt(max(distinct target terms, 1)). */
  readonly norm: boolean;
}

/** The five conditions of the core article, in its table order. */
export const SEED_PRESET: readonly string[] = ['catalog', 'catalog+norm', 'body', 'body+norm', 'excerpt'];

/** A skill as the router needs it: plain data, independent of the loader. */
export interface RouteSkill {
  readonly name: string;
  readonly description: string;
  readonly body: string;
}

/** The fields a condition exposes (empty string = field absent). */
export interface ConditionFields {
  readonly name: string;
  readonly description: string;
  readonly body: string;
}

const SPEC_RE = /^(catalog|body|excerpt)(?:@(\d+))?(\+norm)?$/;

/**
 * Parses a condition spelling; returns an error sentence instead of throwing so the CLI can
 * word it as a usage error. `excerptChars` is the run's `--excerpt`.
 */
export function parseCondition(spec: string, excerptChars: number = DEFAULT_EXCERPT_CHARS): Condition | string {
  const m = SPEC_RE.exec(spec.trim());
  if (m === null) return `unknown condition '${spec}' (expected catalog, catalog@N, body, excerpt or excerpt@N, each optionally with +norm)`;
  const base = m[1] as ConditionBase;
  const n = m[2] === undefined ? null : Number(m[2]);
  if (base === 'body' && n !== null) return `condition '${spec}': body takes no @N (use excerpt@${n})`;
  if (n !== null && n < 1) return `condition '${spec}': N must be at least 1`;
  const cut = base === 'excerpt' ? (n ?? excerptChars) : n;
  return { base, cut, norm: m[3] !== undefined };
}

/** Canonical spelling; `excerpt` drops its @N when it equals the default 1,500. */
export function conditionLabel(c: Condition): string {
  const at = c.cut === null || (c.base === 'excerpt' && c.cut === DEFAULT_EXCERPT_CHARS) ? '' : `@${c.cut}`;
  return `${c.base}${at}${c.norm ? '+norm' : ''}`;
}

/** First `n` code points of `s` (never splits a surrogate pair). */
export function firstCodePoints(s: string, n: number): string {
  if (s.length <= n) return s; // n UTF-16 units hold at most n code points
  let out = '';
  let count = 0;
  for (const ch of s) {
    if (count === n) break;
    out += ch;
    count++;
  }
  return out;
}

/** The fields of `skill` a router sees under condition `c`. */
export function conditionFields(skill: RouteSkill, c: Condition): ConditionFields {
  switch (c.base) {
    case 'catalog':
      return { name: skill.name, description: c.cut === null ? skill.description : firstCodePoints(skill.description, c.cut), body: '' };
    case 'body':
      return { name: skill.name, description: skill.description, body: skill.body };
    case 'excerpt':
      return { name: skill.name, description: skill.description, body: firstCodePoints(skill.body, c.cut ?? DEFAULT_EXCERPT_CHARS) };
  }
}

/** The single text a one-field scorer (idf, bm25) sees under condition `c`. */
export function conditionText(skill: RouteSkill, c: Condition): string {
  const f = conditionFields(skill, c);
  return c.base === 'catalog' ? `${f.name} ${f.description}` : f.body;
}
