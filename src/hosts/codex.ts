/**
 * Codex, following its public source (`openai/codex`, `codex-rs/core-skills/src/render.rs` for
 * the listing, `loader.rs` for loading, `model_visible.rs` for the 1,024 cap). Two models:
 *
 * - `codex` (since its pull request 29006, merged 2026-06-19): a description longer than 1,024
 *   code points is kept, but truncated when rendered to its first 1,021 code points + "...".
 * - `codex-legacy` (before): such a description made the loader refuse the skill (`skipped`,
 *   reason `too-long`); the listing rules below are otherwise the same.
 *
 * The listing: skills in scope order (System, Admin, Repo, User: `ordered_skills_for_budget` in
 * render.rs), then name, then path — so user-scope skills are the first omitted — one line each, `- name: description (file:
 * path)`, or `- name: (file: path)` with no description. Each line is charged with its newline;
 * the budget is 2 % of the window in approximate tokens (UTF-8 bytes / 4 rounded up, per line),
 * or 8,000 characters when the window is unknown. Three regimes:
 * 1. every full line fits: all `full`;
 * 2. the bare lines fit: the room left is handed out ONE description character at a time,
 *    round-robin over the skills in listing order, each skill taking its next character when
 *    the (token or character) cost of that character still fits — so short descriptions finish
 *    early and their share goes to the long ones (`cut`, or `name-only` with no character);
 * 3. not even the bare lines fit: bare lines are taken in order while each still fits (first
 *    fit: a long line that does not fit does not stop shorter ones after it); the rest `omitted`.
 *
 * Both the loader's name and description are whitespace-collapsed to one line; a missing or
 * blank description is an error (`skipped`), a missing name falls back to the folder name.
 *
 * Not modelled: the host prints an absolute path (ours is relative to the scanned root, so real
 * lines are longer), and when paths are long and the listing is over budget it may switch to
 * short aliased paths with a table of roots when that keeps more skills or characters.
 */
import { codePointLength, sliceCodePoints, utf8Length, utf8PrefixLengths, collapseWhitespace } from '../base/text.js';
import { byName, entryFor } from './common.js';
import { readAsHost } from './file-reading.js';
import type { HostListing, HostParams, ListingEntry, ListingSkill } from './types.js';

/** Share of the window (in tokens) the listing may take: 2 %. */
const CODEX_WINDOW_SHARE = 0.02;
/** Bytes per approximate token (rounded up). */
const CODEX_BYTES_PER_TOKEN = 4;
/** Budget in characters when the window is unknown. */
export const CODEX_FALLBACK_CHARS = 8000;
/** Longest description Codex shows (code points, whitespace collapsed); `codex-legacy` refused longer ones. */
export const CODEX_DESCRIPTION_MAX = 1024;
/** What `codex` appends to a description truncated at CODEX_DESCRIPTION_MAX. */
export const CODEX_TRUNCATION_SUFFIX = '...';
/** Our stand-in for the fixed preamble (not charged against the budget). */
export const CODEX_PREAMBLE = 'Skills are listed below. Each is a folder of instructions; open the file to use one.';

type CodexVariant = 'codex' | 'codex-legacy';

/** The budget: tokens when the window is known and positive, else characters. */
export function codexBudget(windowTokens: number | undefined): {
  readonly unit: 'tokens' | 'chars';
  readonly limit: number;
} {
  if (windowTokens !== undefined && windowTokens > 0)
    return { unit: 'tokens', limit: Math.max(1, Math.floor(windowTokens * CODEX_WINDOW_SHARE)) };
  return { unit: 'chars', limit: CODEX_FALLBACK_CHARS };
}

/** `codex`: the description as rendered — over 1,024 code points, the first 1,021 + "...". */
export function codexVisibleDescription(collapsed: string): string {
  if (codePointLength(collapsed) <= CODEX_DESCRIPTION_MAX) return collapsed;
  return (
    sliceCodePoints(collapsed, CODEX_DESCRIPTION_MAX - codePointLength(CODEX_TRUNCATION_SUFFIX)) +
    CODEX_TRUNCATION_SUFFIX
  );
}

function line(name: string, description: string, file: string): string {
  return description === '' ? `- ${name}: (file: ${file})` : `- ${name}: ${description} (file: ${file})`;
}

interface Candidate {
  readonly skill: ListingSkill;
  readonly name: string;
  /** Collapsed description as loaded (what the author wrote, on one line). */
  readonly loaded: string;
  /** What the host renders at most (`codex`: truncated at 1,024). */
  readonly visible: string;
  /** Code points of `visible`. */
  readonly chars: number;
  /** The bare line `- name: (file: path)`. */
  readonly bare: string;
}

function candidate(skill: ListingSkill, name: string, loaded: string, visible: string): Candidate {
  return { skill, name, loaded, visible, chars: codePointLength(visible), bare: line(name, '', skill.file) };
}

function simulateCodexVariant(variant: CodexVariant, input: readonly ListingSkill[], params: HostParams): HostListing {
  // A BOM or YAML the loader cannot parse: refused before any listing rule (file-reading.ts).
  const skills = readAsHost(variant, input);
  const { unit, limit } = codexBudget(params.windowTokens);
  // Cost of a line charged with its newline; `chars` and `bytes` are the line's own counts.
  const cost = (chars: number, bytes: number): number =>
    unit === 'tokens' ? Math.ceil((bytes + 1) / CODEX_BYTES_PER_TOKEN) : chars + 1;
  const lineCost = (text: string): number => cost(codePointLength(text), utf8Length(text));

  const refused = new Map<ListingSkill, ListingEntry['reason']>();
  const candidates: Candidate[] = [];
  for (const skill of [...skills].sort((a, b) => (a.scopeRank ?? 0) - (b.scopeRank ?? 0) || byName(a, b))) {
    const loaded = collapseWhitespace(skill.description);
    if (skill.missing === 'description' || loaded === '') {
      refused.set(skill, skill.refused ?? 'invalid');
      continue;
    }
    if (variant === 'codex-legacy' && codePointLength(loaded) > CODEX_DESCRIPTION_MAX) {
      refused.set(skill, 'too-long');
      continue;
    }
    // A missing name falls back to the folder name (`ListingSkill.name` already is it).
    candidates.push(
      candidate(
        skill,
        collapseWhitespace(skill.name),
        loaded,
        variant === 'codex' ? codexVisibleDescription(loaded) : loaded,
      ),
    );
  }

  const fullLines = candidates.map((c) => line(c.name, c.visible, c.skill.file));
  const fullSize = fullLines.reduce((sum, l) => sum + lineCost(l), 0);
  const bareCosts = candidates.map((c) => lineCost(c.bare));
  const bareSize = bareCosts.reduce((sum, n) => sum + n, 0);

  /** Description code points each candidate shows; null = left out. */
  let shown: (number | null)[];
  if (fullSize <= limit) shown = candidates.map((c) => c.chars);
  else if (bareSize <= limit) shown = roundRobin(candidates, limit - bareSize, unit);
  else {
    let used = 0;
    shown = bareCosts.map((n) => {
      if (used + n > limit) return null;
      used += n;
      return 0;
    });
  }

  const lines: string[] = [];
  let size = 0;
  const bySkill = new Map<ListingSkill, ListingEntry>();
  candidates.forEach((c, i) => {
    const k = shown[i] ?? null;
    if (k === null) {
      bySkill.set(c.skill, entryFor(c.skill, c.loaded, 0, 'omitted', 'budget'));
      return;
    }
    const text = line(c.name, sliceCodePoints(c.visible, k), c.skill.file);
    lines.push(text);
    size += lineCost(text);
    // Characters of the author's text shown (the "..." of a truncated description is not theirs).
    const own = Math.min(
      k,
      c.visible === c.loaded ? k : CODEX_DESCRIPTION_MAX - codePointLength(CODEX_TRUNCATION_SUFFIX),
    );
    const full = codePointLength(c.loaded);
    if (k === 0) bySkill.set(c.skill, entryFor(c.skill, c.loaded, 0, 'name-only', 'budget'));
    else if (k < c.chars) bySkill.set(c.skill, entryFor(c.skill, c.loaded, own, 'cut', 'budget'));
    else if (own < full) bySkill.set(c.skill, entryFor(c.skill, c.loaded, own, 'cut', 'entry-cap'));
    else bySkill.set(c.skill, entryFor(c.skill, c.loaded, own, 'full'));
  });
  const entries = skills.map(
    (skill) =>
      bySkill.get(skill) ??
      entryFor(skill, collapseWhitespace(skill.description), 0, 'skipped', refused.get(skill) ?? 'invalid'),
  );
  return {
    host: variant,
    unit,
    budget: limit,
    fullSize,
    size,
    overBy: Math.max(0, fullSize - limit),
    entries,
    text: [CODEX_PREAMBLE, ...lines].join('\n'),
  };
}

/**
 * Regime 2: hand out `room` (tokens or characters beyond the bare lines) one description
 * character at a time, round-robin in listing order, until a full pass gives nothing. A
 * character is taken when the rise of its line's cost (0 or 1 token in token mode, 1 char in
 * character mode) fits in what is left, so in token mode a skill can keep taking characters
 * that cost nothing after another had to stop.
 */
function roundRobin(candidates: readonly Candidate[], room: number, unit: 'tokens' | 'chars'): number[] {
  // Extra cost of showing k characters over the bare line: the description plus its space.
  const extras = candidates.map((c) => {
    const prefix = unit === 'tokens' ? utf8PrefixLengths(c.visible) : [];
    const bareChars = codePointLength(c.bare) + 1;
    const bareBytes = utf8Length(c.bare) + 1;
    const bareCost = unit === 'tokens' ? Math.ceil(bareBytes / CODEX_BYTES_PER_TOKEN) : bareChars;
    return (k: number): number => {
      if (k === 0) return 0;
      return unit === 'tokens'
        ? Math.ceil((bareBytes + (prefix[k] ?? 0) + 1) / CODEX_BYTES_PER_TOKEN) - bareCost
        : k + 1;
    };
  });
  const given = candidates.map(() => 0);
  const spent = candidates.map(() => 0);
  let left = room;
  for (let changed = true; changed; ) {
    changed = false;
    candidates.forEach((c, i) => {
      const k = given[i] ?? 0;
      if (k >= c.chars) return;
      const next = extras[i]!(k + 1);
      const delta = Math.max(0, next - (spent[i] ?? 0));
      if (delta <= left) {
        given[i] = k + 1;
        spent[i] = next;
        left -= delta;
        changed = true;
      }
    });
  }
  return given;
}

export function simulateCodex(skills: readonly ListingSkill[], params: HostParams): HostListing {
  return simulateCodexVariant('codex', skills, params);
}

export function simulateCodexLegacy(skills: readonly ListingSkill[], params: HostParams): HostListing {
  return simulateCodexVariant('codex-legacy', skills, params);
}
