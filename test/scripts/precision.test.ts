/** The precision run's core (scripts/precision/core.ts): triage parsing, the join on repo+rule+file+line+n, the tallies. */
import { describe, expect, it } from 'vitest';
import {
  joinTriage,
  numberFindings,
  parseTriage,
  precision,
  skeletonLine,
  tally,
  untriaged,
  type CorpusFinding,
  type Severity,
} from '../../scripts/precision/core.js';
import { renderText, type PrecisionReport } from '../../scripts/precision/render.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

function finding(over: Partial<CorpusFinding>): CorpusFinding {
  return {
    repo: 'acme/tools',
    commit: A,
    rule: 'SK210',
    severity: 'error',
    file: 'x/SKILL.md',
    line: 4,
    message: 'm',
    ...over,
  };
}

// Two findings of one rule on one line (n 0 and 1), one on another line, a warning, an info, and a
// finding of a second repository.
const findings: CorpusFinding[] = [
  finding({}),
  finding({ message: 'second on the same line' }),
  finding({ line: 9 }),
  finding({ rule: 'SK401', severity: 'warn', line: 3 }),
  finding({ rule: 'SK411', severity: 'info', line: 3 }),
  finding({ repo: 'beta/skills', commit: B, rule: 'SK401', severity: 'warn', file: 'y/SKILL.md', line: 3 }),
];

const triageText = [
  JSON.stringify({
    repo: 'acme/tools',
    commit: A,
    rule: 'SK210',
    file: 'x/SKILL.md',
    line: 4,
    verdict: 'true',
    reason: 'target absent',
  }),
  JSON.stringify({
    repo: 'acme/tools',
    commit: A,
    rule: 'SK210',
    file: 'x/SKILL.md',
    line: 4,
    n: 1,
    verdict: 'false',
    reason: 'optional link',
  }),
  '',
  JSON.stringify({
    repo: 'acme/tools',
    commit: A,
    rule: 'SK401',
    file: 'x/SKILL.md',
    line: 3,
    verdict: 'debatable',
    reason: 'trigger list',
  }),
  // A verdict for a finding that no longer fires, one on another commit, one still to fill in.
  JSON.stringify({
    repo: 'acme/tools',
    commit: A,
    rule: 'SK999',
    file: 'x/SKILL.md',
    line: 1,
    verdict: 'false',
    reason: 'gone',
  }),
  JSON.stringify({
    repo: 'beta/skills',
    commit: A,
    rule: 'SK401',
    file: 'y/SKILL.md',
    line: 3,
    verdict: 'true',
    reason: 'old commit',
  }),
  JSON.stringify({
    repo: 'acme/tools',
    commit: A,
    rule: 'SK210',
    file: 'x/SKILL.md',
    line: 9,
    verdict: '',
    reason: '',
  }),
  'not json',
  JSON.stringify({
    repo: 'acme/tools',
    commit: A,
    rule: 'SK210',
    file: 'x/SKILL.md',
    line: 9,
    verdict: 'maybe',
    reason: 'r',
  }),
].join('\n');

const defaults = new Map<string, Severity>([
  ['SK210', 'error'],
  ['SK401', 'warn'],
  ['SK411', 'info'],
]);
const ran = new Map([
  ['acme/tools', A],
  ['beta/skills', B],
]);

describe('parseTriage', () => {
  it('keeps valid verdict lines, counts empty verdicts as open, reports bad lines by number', () => {
    const t = parseTriage(triageText);
    expect(t.entries).toHaveLength(5);
    expect(t.open).toBe(1);
    expect(t.problems.map((p) => p.line)).toEqual([8, 9]);
    expect(t.entries[0]?.n).toBe(0);
    expect(t.entries[1]?.n).toBe(1);
  });
  it('rejects a verdict without a reason and a negative line', () => {
    const t = parseTriage(
      [
        JSON.stringify({ repo: 'r/r', commit: A, rule: 'SK1', file: 'f', line: 1, verdict: 'true', reason: ' ' }),
        JSON.stringify({ repo: 'r/r', commit: A, rule: 'SK1', file: 'f', line: -1, verdict: 'true', reason: 'x' }),
      ].join('\n'),
    );
    expect(t.entries).toEqual([]);
    expect(t.problems.map((p) => p.line)).toEqual([1, 2]);
  });
});

describe('numberFindings', () => {
  it('numbers findings that share repo, rule, file and line in their order, from 0', () => {
    expect(numberFindings(findings).map((f) => f.n)).toEqual([0, 1, 0, 0, 0, 0]);
  });
});

describe('joinTriage and tally', () => {
  const joined = joinTriage(findings, parseTriage(triageText).entries, ran);

  it('joins on repo, rule, file, line and n, never on the message', () => {
    expect(joined.findings.map((f) => f.verdict)).toEqual(['true', 'false', null, 'debatable', null, null]);
  });
  it('sets aside verdicts for another commit and verdicts no finding matches', () => {
    expect(joined.stale.map((t) => t.repo)).toEqual(['beta/skills']);
    expect(joined.unmatched.map((t) => t.rule)).toEqual(['SK999']);
  });
  it('ignores verdicts of repositories that did not run', () => {
    const only = joinTriage(findings.slice(0, 1), parseTriage(triageText).entries, new Map([['acme/tools', A]]));
    expect(only.stale).toEqual([]);
  });
  it('counts a duplicate key once and reports the extra line', () => {
    const line = JSON.stringify({
      repo: 'acme/tools',
      commit: A,
      rule: 'SK210',
      file: 'x/SKILL.md',
      line: 9,
      verdict: 'true',
      reason: 'r',
    });
    const twice = joinTriage(findings, parseTriage(`${line}\n${line}`).entries, ran);
    expect(twice.duplicates).toHaveLength(1);
    expect(twice.findings[2]?.verdict).toBe('true');
  });
  it('tallies per rule and per severity, precision without the debatable ones', () => {
    const t = tally(joined.findings, defaults);
    expect(
      t.rules.map((r) => [r.rule, r.defaultSeverity, r.findings, r.true, r.false, r.debatable, r.untriaged]),
    ).toEqual([
      ['SK210', 'error', 3, 1, 1, 0, 1],
      ['SK401', 'warn', 2, 0, 0, 1, 1],
      ['SK411', 'info', 1, 0, 0, 0, 1],
    ]);
    expect(precision(t.severities.error)).toBe(0.5);
    expect(precision(t.severities.warn)).toBeNull();
    expect(t.severities.info.findings).toBe(1);
  });
  it('lists errors and warnings without a verdict as untriaged, never infos', () => {
    expect(untriaged(joined.findings).map((f) => [f.repo, f.rule, f.line])).toEqual([
      ['acme/tools', 'SK210', 9],
      ['beta/skills', 'SK401', 3],
    ]);
  });
  it('writes skeleton lines that parse back as open lines with the same key', () => {
    const lines = untriaged(joined.findings).map(skeletonLine);
    const back = parseTriage(lines.join('\n'));
    expect(back.open).toBe(2);
    expect(back.problems).toEqual([]);
    const filled = lines.map((l) => JSON.stringify({ ...JSON.parse(l), verdict: 'true', reason: 'checked' }));
    const rejoined = joinTriage(findings, parseTriage(filled.join('\n')).entries, ran);
    expect(rejoined.findings.filter((f) => f.verdict === 'true')).toHaveLength(2);
  });
  it('writes n in a skeleton line only when it is not 0', () => {
    const [first, second] = numberFindings(findings);
    expect(JSON.parse(skeletonLine(first!))).not.toHaveProperty('n');
    expect(JSON.parse(skeletonLine(second!)).n).toBe(1);
  });
});

describe('line-0 findings', () => {
  const folder = (message: string) => finding({ rule: 'SK106', severity: 'warn', file: 'backups/a', line: 0, message });
  it('join their verdicts by message digest, whatever order the run prints them in', () => {
    const first = [folder('12 SKILL.md files are not loaded'), folder('a folder reached twice')];
    const lines = numberFindings(first).map((f, i) =>
      JSON.stringify({ ...JSON.parse(skeletonLine(f)), verdict: i === 0 ? 'false' : 'true', reason: 'read' }),
    );
    expect(lines.every((l) => !('n' in JSON.parse(l)) && /^[0-9a-f]{16}$/.test(JSON.parse(l).digest))).toBe(true);
    const entries = parseTriage(lines.join('\n')).entries;
    // The units changed: the same two findings now come in the other order.
    const joined = joinTriage([...first].reverse(), entries, ran);
    expect(joined.findings.map((f) => [f.message, f.verdict])).toEqual([
      ['a folder reached twice', 'true'],
      ['12 SKILL.md files are not loaded', 'false'],
    ]);
  });
  it('a changed message is a new finding, while findings with a line keep joining by index', () => {
    const entries = parseTriage(
      JSON.stringify({
        ...JSON.parse(skeletonLine(numberFindings([folder('old count 3')])[0]!)),
        verdict: 'true',
        reason: 'r',
      }),
    ).entries;
    expect(joinTriage([folder('new count 4')], entries, ran).findings[0]?.verdict).toBeNull();
    expect(
      parseTriage(
        '{"repo":"a/b","commit":"c","rule":"SK1","file":"f","line":0,"digest":"xyz","verdict":"true","reason":"r"}',
      ).problems,
    ).toHaveLength(1);
  });
});

describe('renderText', () => {
  it('escapes control characters of corpus messages', () => {
    const joined = joinTriage([finding({ message: 'evil\u001b[2Jtext' })], [], ran);
    const report: PrecisionReport = {
      schemaVersion: 1,
      corpusDir: '/c',
      repos: [],
      tallies: tally(joined.findings, defaults),
      untriaged: untriaged(joined.findings),
      stale: [],
      unmatched: [],
      duplicates: [],
      triageProblems: [],
      openTriageLines: 0,
    };
    const text = renderText(report);
    expect(text).not.toContain('\u001b');
    expect(text).toContain('SK210');
  });
});
