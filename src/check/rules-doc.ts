/**
 * docs/rules.md, rendered from the rule metadata so the page can never disagree with the code.
 * `npm run gen:rules-doc` writes it; a test fails when the committed page is stale.
 */
import { AUDIT_CODE_LIST, AUDIT_SHARED_CODES, type AuditCodeMeta } from '../audit/codes.js';
import { HOST_MODELS } from '../hosts/models.js';
import { DEFAULT_BUDGETS } from './options.js';
import { RULE_LIST } from './rules/index.js';
import { EVIDENCE_SOURCES } from './rules/evidence.js';
import type { EvidenceBasis, RuleCode, RuleFamily, RuleMeta } from './types.js';

const FAMILY_TITLES = {
  spec: 'Spec (SK1xx): SKILL.md, frontmatter and fields',
  body: 'Body (SK2xx): size and file references',
  budget: 'Budgets (SK3xx): catalog tokens and host listings',
  quality: 'Quality (SK4xx): will a router pick the skill?',
  resource: 'Resources (SK5xx): duplicates and size',
} as const satisfies Record<RuleFamily, string>;

const SEVERITY_LABEL = { error: 'error', warn: 'warning', info: 'info' } as const;

/** What each evidence basis means, in the words the docs and `skillscope rules` use. */
const BASIS_LABEL = {
  host: 'host behaviour',
  spec: 'specification',
  platform: 'upload platform',
  tool: 'skillscope run',
  guidance: 'our heuristic',
} as const satisfies Record<EvidenceBasis, string>;

/** The label of an evidence basis ('host behaviour', 'our heuristic' …). */
export function basisLabel(basis: EvidenceBasis): string {
  return BASIS_LABEL[basis];
}

/** GitHub-style anchor of a code's heading `SK101 name` (a rule's or an audit code's). */
export function ruleAnchor(rule: { readonly code: string; readonly name: string }): string {
  return `${rule.code.toLowerCase()}-${rule.name}`;
}

/**
 * Check's rules that `audit` reports too. Audit sits below check and writes these codes itself;
 * this assignment makes the compiler refuse one that is not a rule code.
 */
const REPORTED_BY_AUDIT: readonly RuleCode[] = Object.keys(AUDIT_SHARED_CODES) as (keyof typeof AUDIT_SHARED_CODES)[];

/** The heading of audit's codes in docs/rules.md (and its GitHub anchor, linked from the top). */
const AUDIT_TITLE = 'Audit (SK6xx): cost findings of `skillscope audit`';
const AUDIT_ANCHOR = 'audit-sk6xx-cost-findings-of-skillscope-audit';

function fenced(text: string): string {
  return `\`\`\`\n${text}\n\`\`\``;
}

/** Title of a rule family (the section of docs/rules.md a rule sits in). */
export function ruleFamilyTitle(family: RuleFamily): string {
  return FAMILY_TITLES[family];
}

/** The sources a rule's evidence names, each with the version read, so one rule's doc stands alone. */
function citedSources(rule: RuleMeta): string[] {
  const cited = EVIDENCE_SOURCES.filter((s) => rule.evidence.source.includes(s.name));
  return cited.length === 0 ? [] : [`Sources: ${cited.map((s) => `${s.name} = ${s.ref}`).join('; ')}.`, ''];
}

/**
 * One rule's section of docs/rules.md, as markdown lines (ending with a blank line). Also what
 * `skillscope rules CODE` prints, so the offline doc and the page are the same text.
 */
export function ruleDocLines(rule: RuleMeta): string[] {
  return [
    `### ${rule.code} ${rule.name}`,
    '',
    `Default severity: **${SEVERITY_LABEL[rule.defaultSeverity]}**${rule.profile ? ` (only with \`--profile ${rule.profile}\`)` : ''}.`,
    '',
    `**What.** ${rule.docs.what}`,
    '',
    `**Why.** ${rule.docs.why}`,
    '',
    `**Evidence** (${BASIS_LABEL[rule.evidence.basis]}). ${rule.evidence.source}`,
    '',
    `**Impact.** ${rule.evidence.impact}`,
    '',
    `**Severity.** ${rule.evidence.severity}`,
    '',
    ...citedSources(rule),
    '**Example.**',
    '',
    fenced(rule.docs.example),
    '',
    `**Fix.** ${rule.docs.fix}${rule.docs.autofix === undefined ? '' : ` ${rule.docs.autofix}`}`,
    '',
    ...(rule.docs.caseFixes === undefined
      ? []
      : [...Object.entries(rule.docs.caseFixes).map(([kase, fix]) => `- \`${kase}\`: ${fix}`), '']),
    ...(rule.supersededBy === undefined
      ? []
      : [`Not reported on a file where ${rule.supersededBy.join(' or ')} is: that finding already says it.`, '']),
    ...(REPORTED_BY_AUDIT.includes(rule.code)
      ? [
          '`skillscope audit` reports the same condition with this code, at the same budget, ranked by its context cost (no severity there: audit is no gate).',
          '',
        ]
      : []),
  ];
}

/**
 * One audit-only code's section of docs/rules.md, as markdown lines; also what `skillscope
 * rules CODE` prints for it. The same headings as a rule's, without the severity and evidence
 * that only a gate's rule has.
 */
export function auditCodeDocLines(meta: AuditCodeMeta): string[] {
  return [
    `### ${meta.code} ${meta.name}`,
    '',
    'Reported by `skillscope audit` only, ranked by its context cost; no severity, never fails a run.',
    '',
    `**What.** ${meta.docs.what}`,
    '',
    `**Why.** ${meta.docs.why}`,
    '',
    `**Budget.** ${meta.docs.budget}`,
    '',
    `**Check.** ${meta.near}`,
    '',
    '**Example.**',
    '',
    fenced(meta.docs.example),
    '',
    `**Fix.** ${meta.docs.fix}`,
    '',
  ];
}

/** The title of the section audit-only codes sit in (docs/rules.md, `skillscope rules CODE`). */
export function auditCodesTitle(): string {
  return AUDIT_TITLE;
}

/** The severity word docs and `skillscope rules` use ('warning' for warn). */
export function severityLabel(severity: RuleMeta['defaultSeverity']): string {
  return SEVERITY_LABEL[severity];
}

export function renderRulesDoc(): string {
  const out: string[] = [
    '<!-- Generated by scripts/gen-rules-doc.ts from the rule metadata in src/check/rules/. Do not edit: run `npm run gen:rules-doc`. -->',
    '',
    '# skillscope check rules',
    '',
    'Every finding has a stable code, a readable name and a default severity; change a severity with',
    '`--rule CODE=error|warn|info|off` or the `rules` object of `skillscope.config.json`, and every',
    'number below with its `budgets` object. `--strict` turns every warning into an error.',
    '',
    'A default severity follows from the evidence: **error** only where a host refuses, drops or',
    'mis-loads the skill, a file the skill needs is missing everywhere, or the run could not check',
    'what it was asked to; the spec alone, sizes, style and our own heuristics are warnings or info.',
    'Each rule names its evidence — the spec line, the host source or changelog entry, or "our own',
    'heuristic" — what breaks for the user, and why its severity is what it is.',
    '',
    '| Code | Name | Default | Evidence | Profile |',
    '|---|---|---|---|---|',
    ...RULE_LIST.map(
      (r) =>
        `| [${r.code}](#${ruleAnchor(r)}) | ${r.name} | ${SEVERITY_LABEL[r.defaultSeverity]} | ${BASIS_LABEL[r.evidence.basis]} | ${r.profile ?? 'all'} |`,
    ),
    '',
    `\`skillscope audit\` reports SK201 and SK202 as the same conditions and has codes of its own,`,
    `SK601–SK605, for cost findings no check rule has ([${AUDIT_TITLE.replace(/`/g, '')}](#${AUDIT_ANCHOR})):`,
    'they have no severity and never fail a run, so they are not rules the config or `--rule` can set.',
    '',
    '| Code | Name | `audit --json` kind |',
    '|---|---|---|',
    ...AUDIT_CODE_LIST.map((m) => `| [${m.code}](#${ruleAnchor(m)}) | ${m.name} | ${m.kind} |`),
    '',
    '## Sources',
    '',
    'What the evidence of each rule cites, and the version read (line numbers are of that version):',
    '',
    ...EVIDENCE_SOURCES.map((source) => `- **${source.name}**: ${source.ref}`),
    '',
    '## Default budgets',
    '',
    '| Budget | Default |',
    '|---|---|',
    ...Object.entries(DEFAULT_BUDGETS).map(([k, v]) => `| \`${k}\` | ${Array.isArray(v) ? v.join(', ') : String(v)} |`),
    '| `catalogMaxTokens` | 1 % of `--window` (2000 at 200,000) |',
    '',
    '## Host models',
    '',
    'What each `--host` simulates (SK310–SK315), the source it follows and what it leaves out. Every',
    'length is of the parsed description — the value YAML gives after folding a `>-` block — with',
    'whitespace collapsed as the hosts do.',
    '',
    ...Object.entries(HOST_MODELS).flatMap(([host, note]) => [
      `### \`${host}\``,
      '',
      note.follows,
      '',
      `**Source.** ${note.source}`,
      '',
      `**Not modelled.** ${note.caveats}`,
      '',
    ]),
  ];
  for (const family of Object.keys(FAMILY_TITLES) as RuleFamily[]) {
    out.push(`## ${FAMILY_TITLES[family]}`, '');
    for (const rule of RULE_LIST.filter((r) => r.family === family)) out.push(...ruleDocLines(rule));
  }
  out.push(
    `## ${AUDIT_TITLE}`,
    '',
    "Findings of `skillscope audit` that no check rule reports: audit's own codes, in a range no rule",
    'of check will ever use. One code space for the tool: a code means one condition wherever it is',
    'printed, so where an audit finding is the same condition as a rule (the same quantity, the same',
    "budget, set by the same config key) it has that rule's code instead — SK201 and SK202. These are",
    'not rules of the gate: audit reports and ranks by context cost and never fails a run, so a',
    "severity, `--rule SK601=…` or the config's `rules` would have nothing to act on.",
    '',
  );
  for (const meta of AUDIT_CODE_LIST) out.push(...auditCodeDocLines(meta));
  return out.join('\n');
}
