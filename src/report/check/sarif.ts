/**
 * `check --format sarif`: SARIF 2.1.0 for code-scanning uploads. One run; the driver lists
 * every rule with its docs (so a viewer can explain a result without our docs page); each
 * result has ruleId/ruleIndex, level, message, a location relative to where the command ran
 * (no region for whole-file ones), a partial fingerprint
 * built from the ratchet key (stable when lines move) and, with a baseline, `baselineState`.
 */
import { baselineKey } from '../../check/baseline.js';
import { RULE_LIST } from '../../check/rules/index.js';
import type { BaselineState, RuleMeta, Severity } from '../../check/types.js';
import { VERSION } from '../../base/version.js';
import type { CheckReportInput } from './input.js';
import { displayPath, hasPosition } from './location.js';
import { unreadHiddenText } from '../unread-hidden.js';

/**
 * SKILL.md files in hidden folders the loader did not enter: not a result (no rule, no file of
 * ours), a fact about the run — SARIF's place for that is a tool execution notification.
 */
function invocations(input: CheckReportInput) {
  const unread = input.unreadHidden;
  if (unread === undefined) return {};
  const notification = {
    descriptor: { id: 'unread-hidden' },
    level: 'note',
    message: { text: unreadHiddenText(input.dir, unread, (s) => s) },
    properties: { unreadHidden: unread },
  };
  return { invocations: [{ executionSuccessful: true, toolExecutionNotifications: [notification] }] };
}

const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';

/** SARIF's words for our baseline states: a budget that got worse is an `updated` result. */
const BASELINE_STATE = { new: 'new', worse: 'updated', existing: 'unchanged' } as const satisfies Record<
  BaselineState,
  string
>;

const LEVEL = { error: 'error', warn: 'warning', info: 'note' } as const satisfies Record<Severity, string>;

function ruleDescriptor(rule: RuleMeta) {
  const { what, why, example } = rule.docs;
  const fix = rule.docs.autofix === undefined ? rule.docs.fix : `${rule.docs.fix} ${rule.docs.autofix}`;
  return {
    id: rule.code,
    name: rule.name,
    shortDescription: { text: what.split(/(?<=\.)\s/u)[0] ?? what },
    fullDescription: { text: `${what} ${why}` },
    help: {
      text: `${what}\nWhy: ${why}\nExample: ${example}\nFix: ${fix}`,
      markdown: `${what}\n\n**Why:** ${why}\n\n**Example:**\n\n\`\`\`\n${example}\n\`\`\`\n\n**Fix:** ${fix}`,
    },
    defaultConfiguration: { level: LEVEL[rule.defaultSeverity] },
    properties: { family: rule.family, ...(rule.profile ? { profile: rule.profile } : {}) },
  };
}

/**
 * The artifact a directory-level finding (`file: ''`) points at. Code scanning rejects a SARIF
 * file with any result that has no location, so these get one: the first skill file the
 * finding's data names (`file`, or the first of `files`), else the checked directory itself,
 * as a folder URI (trailing `/`) with no region.
 */
function directoryArtifact(dir: string, data: Readonly<Record<string, unknown>>): string {
  const files = data['files'];
  const named =
    typeof data['file'] === 'string'
      ? data['file']
      : Array.isArray(files) && typeof files[0] === 'string'
        ? files[0]
        : '';
  if (named !== '') return displayPath(dir, named);
  return `${displayPath(dir, '')}/`;
}

/**
 * A path as a SARIF `artifactLocation.uri` (a URI reference, RFC 3986): each `/`-separated
 * segment percent-encoded on its own, so `#`, `?`, `%`, `:`, spaces, controls and non-ASCII
 * stay part of the file name instead of starting a fragment or query (`encodeURI` leaves `#`
 * and `?` alone). Lone surrogates, which no URI can hold, become U+FFFD first.
 */
export function sarifUri(filePath: string): string {
  return filePath
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

export function renderCheckSarif(input: CheckReportInput): string {
  const index = new Map(RULE_LIST.map((r, i) => [r.code, i] as const));
  const results = input.findings.map((f) => {
    const uri = sarifUri(f.file === '' ? directoryArtifact(input.dir, f.data) : displayPath(input.dir, f.file));
    const location = [
      {
        physicalLocation: {
          artifactLocation: { uri },
          ...(f.file !== '' && hasPosition(f.line)
            ? { region: { startLine: f.line, ...(f.column > 0 ? { startColumn: f.column } : {}) } }
            : {}),
        },
      },
    ];
    return {
      ruleId: f.code,
      ruleIndex: index.get(f.code) ?? 0,
      level: LEVEL[f.severity],
      message: { text: f.message },
      locations: location,
      partialFingerprints: { 'skillscope/v1': baselineKey(f).replace(/\u0000/g, '|') },
      ...(f.baseline ? { baselineState: BASELINE_STATE[f.baseline] } : {}),
      properties: { data: f.data },
    };
  });
  const doc = {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'skillscope', version: VERSION, rules: RULE_LIST.map(ruleDescriptor) } },
        ...invocations(input),
        results,
        columnKind: 'unicodeCodePoints',
      },
    ],
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
