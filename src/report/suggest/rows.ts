/**
 * `suggest` rows and lines shared by the table and markdown renderers (same columns, different
 * frames). Values only: escaping is the frame's job (renderTable / mdTable / safeText / mdText).
 */
import type { UnreadHidden } from '../../skills/model.js';
import type {
  Flip,
  HostEffect,
  NoProposalReason,
  Proposal,
  SkillSuggestion,
  SuggestResult,
  Top1Change,
  UnreachableRequest,
} from '../../suggest/types.js';
import { fmtP, fmtProportion } from '../bench/model.js';
import { counted } from '../../base/plural.js';

export interface SuggestReport {
  readonly dir: string;
  readonly queriesFile: string;
  readonly result: SuggestResult;
  /** SKILL.md files in hidden folders the loader did not enter (`SkillSet.unreadHidden`); absent when none. */
  readonly unreadHidden?: UnreadHidden | undefined;
}

export const TOP1_HEAD = ['requests', 'top-1 before', 'top-1 after', 'change'];
export const TOP1_NUMERIC = [3];

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

function top1Row(label: string, c: Top1Change): string[] {
  return [label, fmtProportion(c.before), fmtProportion(c.after), signed(c.after.hits - c.before.hits)];
}

/** Top-1 before/after with every proposal applied: choosing half, held-out half, all. */
export function top1Rows(r: SuggestResult): string[][] {
  const t = r.combined.top1;
  return [top1Row('choosing half', t.choose), top1Row('held-out half', t.heldOut), top1Row('all', t.all)];
}

export const PROPOSAL_HEAD = ['skill', 'missed', 'add', 'fixes', 'breaks', '+tok', 'hosts'];
export const PROPOSAL_NUMERIC = [1, 3, 4, 5];
/** Narrow terminals: hidden first the host verdict (the detail lines repeat it), then the tokens. */
export const PROPOSAL_DROP = [6, 5];
export const PROPOSAL_SHRINK = [2, 0];

function byHalf(flips: readonly { half: string }[]): string {
  const c = flips.filter((f) => f.half === 'choose').length;
  return `${c}/${flips.length - c}`;
}

/** The host verdict of one proposal: fits, pushes a listing over, or was over already. */
export function hostVerdict(hosts: readonly HostEffect[]): string {
  if (hosts.length === 0) return '–';
  const pushed = hosts.filter((h) => h.pushesOver).map((h) => h.host);
  if (pushed.length > 0) return `over: ${pushed.join(', ')}`;
  const already = hosts.filter((h) => h.overBefore > 0).map((h) => h.host);
  return already.length > 0 ? `already over: ${already.join(', ')}` : 'fits';
}

export const NO_PROPOSAL_TEXT = {
  'no-misses-in-choosing-half': '(misses held out)',
  'no-candidate-terms': '(no candidate)',
  'no-net-gain': '(no gain)',
  'no-held-out-gain': '(does not generalize)',
} as const satisfies Record<NoProposalReason, string>;

export function surfaces(p: Proposal): string {
  return p.terms.map((t) => t.surface).join(', ');
}

export function proposalRows(r: SuggestResult): string[][] {
  return r.suggestions.map((s: SkillSuggestion) => {
    const missed = `${s.missed.choose.length}/${s.missed.heldOut.length}`;
    const p = s.proposal;
    if (p === null) return [s.skill, missed, NO_PROPOSAL_TEXT[s.noProposal ?? 'no-net-gain'], '–', '–', '–', '–'];
    return [
      s.skill,
      missed,
      surfaces(p),
      byHalf(p.fixes),
      byHalf(p.breaks),
      p.catalogTokens === null ? '–' : signed(p.catalogTokens.added),
      hostVerdict(p.hosts),
    ];
  });
}

function flipText(f: Flip): string {
  return `${f.id} (line ${f.line}, ${f.half === 'choose' ? 'choosing' : 'held-out'}${f.expect === null ? ', no skill expected' : ''}: ${f.before ?? 'nothing'} → ${f.after ?? 'nothing'})`;
}

/** One line per proposal: the words with their source, then what it fixes and breaks. */
export function proposalDetails(r: SuggestResult): string[] {
  return r.suggestions.flatMap((s) => {
    const p = s.proposal;
    if (p === null) return [];
    const words = p.terms
      .map(
        (t) =>
          `${t.surface} (${t.translates !== undefined ? `translates ${t.translates}` : t.source}${t.inStealers ? ', a stealer has it' : ''})`,
      )
      .join(', ');
    const fixes = p.fixes.length === 0 ? 'nothing' : p.fixes.map(flipText).join('; ');
    const breaks = p.breaks.length === 0 ? 'nothing' : p.breaks.map(flipText).join('; ');
    const tokens =
      p.catalogTokens === null ? '' : ` ${signed(p.catalogTokens.added)} catalog tokens (${p.catalogTokens.encoding}).`;
    const hosts = p.hosts.length === 0 ? '' : ` Host listings: ${hostVerdict(p.hosts)}.`;
    return [`${s.skill}: add ${words} at the ${p.placement}. Fixes ${fixes}. Breaks ${breaks}.${tokens}${hosts}`];
  });
}

export const UNREACHABLE_HEAD = ['query', 'line', 'half', 'skill', 'why', 'what would', 'proposal fixes it'];
export const UNREACHABLE_NUMERIC = [1];
export const UNREACHABLE_DROP = [6, 2, 1];
export const UNREACHABLE_SHRINK = [3, 5];

export function remedyText(u: UnreachableRequest): string {
  switch (u.remedy) {
    case 'analyzer':
      return 'multi analyzer';
    case 'bilingual-phrase':
      return `bilingual phrase (${u.missingScripts.join(', ')})`;
    case 'alias':
      return 'alias';
    case 'none':
      return 'nothing (stop words)';
  }
}

export function unreachableRows(r: SuggestResult): string[][] {
  return r.unreachable.map((u) => [
    u.id,
    String(u.line),
    u.half === 'choose' ? 'choosing' : 'held-out',
    u.skill,
    u.reason === 'no-terms' ? 'no terms' : 'no shared word',
    remedyText(u),
    u.fixedByProposal ? 'yes' : 'no',
  ]);
}

/** Points of a gain in [−1, 1], signed, one decimal ("+1.5", "−0.4" with a hyphen-minus, "0"). */
function points(x: number): string {
  const v = Math.round(x * 1000) / 10;
  return v === 0 ? '0' : `${v > 0 ? '+' : ''}${v.toFixed(1)}`;
}

/** Title of the out-of-sample section. */
export function outOfSampleTitle(r: SuggestResult): string {
  const o = r.outOfSample;
  return `Out of sample: ${o.folds}-fold, words chosen without each fold and measured on it (seed ${o.seed})`;
}

/** The out-of-sample lines: the pooled held-out change with its interval, and the verdict in words. */
export function outOfSampleLines(r: SuggestResult): string[] {
  const o = r.outOfSample;
  const lines = [
    `top-1 on requests the words were not chosen on: ${o.before}/${o.positives} → ${o.after}/${o.positives} (${o.fixed} fixed, ${o.broken} broken); gain ${points(o.gain)} points, 95 % interval [${points(o.ci95[0])}, ${points(o.ci95[1])}], McNemar ${fmtP(o.p)}`,
  ];
  if (o.ci95[0] > 0)
    lines.push('The interval is above 0: edits chosen this way help requests they were not chosen on.');
  else if (o.fixed === 0 && o.broken === 0)
    lines.push('No edit generalizes: words chosen without a fold changed none of its requests.');
  else lines.push('The interval reaches 0: no gain on unseen requests is shown; treat the proposals as hints.');
  const dropped = r.suggestions.filter((s) => s.dropped !== null);
  if (dropped.length > 0)
    lines.push(
      `Not kept (their words helped no request they were not chosen on): ${dropped
        .map((s) => `${s.skill} (${(s.dropped ?? []).map((t) => t.surface).join(', ')})`)
        .join('; ')}.`,
    );
  return lines;
}

/** Title of the top-1 before/after table. */
export function combinedTitle(edits: number): string {
  if (edits === 0) return 'Top-1 (no proposal to apply)';
  return `Top-1 with ${edits === 1 ? 'the proposal' : `all ${edits} proposals`} applied (router re-run on the edited catalog)`;
}

export function headline(report: SuggestReport): string[] {
  const r = report.result;
  return [
    `${report.dir} (${counted(r.skills, 'skill', { grouping: false })}) · ${report.queriesFile}: ${counted(r.queries.positives, 'positive', { grouping: false })}, ${counted(r.queries.negatives, 'negative', { grouping: false })}`,
    `router ${r.router} · up to ${counted(r.maxTerms, 'word', { grouping: false })} per skill · split seed ${r.split.seed}: ${counted(r.split.choose.length, 'request chooses', { plural: 'requests choose', grouping: false })}, ${r.split.heldOut.length} held out`,
  ];
}
