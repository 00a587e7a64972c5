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
import { LOAD_BODIES, LOAD_FRONTMATTER, type LoadNeeds } from '../skills/needs.js';
import { sliceCodePoints } from '../base/text.js';

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
  /** What the loader read (skills/needs.ts); a condition over the body refuses a skill loaded without it. */
  readonly loaded?: LoadNeeds;
}

/** What a condition reads of a skill: the catalog conditions never need the body, nor any resource. */
export function conditionNeeds(c: Condition): LoadNeeds {
  return c.base === 'catalog' ? LOAD_FRONTMATTER : LOAD_BODIES;
}

/** The fields a condition exposes (empty string = field absent). */
export interface ConditionFields {
  readonly name: string;
  readonly description: string;
  readonly body: string;
}

const SPEC_RE = /^(catalog|body|excerpt)(?:@(\d+))?(\+norm)?$/;

/** Why a condition spelling was refused (stable codes; the CLI words them as usage errors). */
export type ConditionErrorCode = 'unknown-condition' | 'body-takes-no-cut' | 'cut-too-small';

export type ConditionParse =
  | { readonly ok: true; readonly condition: Condition }
  | {
      readonly ok: false;
      readonly code: ConditionErrorCode;
      readonly message: string;
      readonly data: { readonly spec: string };
    };

/** Parses a condition spelling. `excerptChars` is the run's `--excerpt`. Never throws. */
export function parseCondition(spec: string, excerptChars: number = DEFAULT_EXCERPT_CHARS): ConditionParse {
  const fail = (code: ConditionErrorCode, message: string): ConditionParse => ({
    ok: false,
    code,
    message,
    data: { spec },
  });
  const m = SPEC_RE.exec(spec.trim());
  if (m === null)
    return fail(
      'unknown-condition',
      `unknown condition '${spec}' (expected catalog, catalog@N, body, excerpt or excerpt@N, each optionally with +norm)`,
    );
  const base = m[1] as ConditionBase;
  const n = m[2] === undefined ? null : Number(m[2]);
  if (base === 'body' && n !== null)
    return fail('body-takes-no-cut', `condition '${spec}': body takes no @N (use excerpt@${n})`);
  if (n !== null && n < 1) return fail('cut-too-small', `condition '${spec}': N must be at least 1`);
  const cut = base === 'excerpt' ? (n ?? excerptChars) : n;
  return { ok: true, condition: { base, cut, norm: m[3] !== undefined } };
}

/** Canonical spelling; `excerpt` drops its @N when it equals the default 1,500. */
export function conditionLabel(c: Condition): string {
  const at = c.cut === null || (c.base === 'excerpt' && c.cut === DEFAULT_EXCERPT_CHARS) ? '' : `@${c.cut}`;
  return `${c.base}${at}${c.norm ? '+norm' : ''}`;
}

/** The fields of `skill` a router sees under condition `c`. */
export function conditionFields(skill: RouteSkill, c: Condition): ConditionFields {
  switch (c.base) {
    case 'catalog':
      return {
        name: skill.name,
        description: c.cut === null ? skill.description : sliceCodePoints(skill.description, c.cut),
        body: '',
      };
    case 'body':
      return { name: skill.name, description: skill.description, body: skill.body };
    case 'excerpt':
      return {
        name: skill.name,
        description: skill.description,
        body: sliceCodePoints(skill.body, c.cut ?? DEFAULT_EXCERPT_CHARS),
      };
  }
}

/** The single text a one-field scorer (idf, bm25) sees under condition `c`. */
export function conditionText(skill: RouteSkill, c: Condition): string {
  const f = conditionFields(skill, c);
  return c.base === 'catalog' ? `${f.name} ${f.description}` : f.body;
}
