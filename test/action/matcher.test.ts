/**
 * The problem matcher (.github/skillscope-matcher.json) read by a small model of how the Actions
 * runner applies a two-pattern matcher with a looping last pattern (actions/runner
 * IssueMatcher.Match / OutputManager.ConvertToIssue): the first pattern starts a running match,
 * each line matching the loop pattern yields an issue, a line matching neither ends the run; an
 * issue with an empty message is dropped; severities other than error/warning/notice are dropped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli } from '../helpers/cli.js';

interface PatternConfig {
  regexp: string;
  file?: number;
  line?: number;
  column?: number;
  severity?: number;
  code?: number;
  message?: number;
  loop?: boolean;
}
const config = JSON.parse(readFileSync(path.join(REPO_ROOT, '.github', 'skillscope-matcher.json'), 'utf8')) as {
  problemMatcher: { owner: string; pattern: PatternConfig[] }[];
};

interface Issue {
  file: string;
  line: string;
  column: string;
  severity: string;
  code: string;
  message: string;
}

function annotate(log: string): Issue[] {
  const [first, loop] = config.problemMatcher[0]!.pattern as [PatternConfig, PatternConfig];
  const head = new RegExp(first.regexp);
  const body = new RegExp(loop.regexp);
  const group = (m: RegExpExecArray, i: number | undefined) => (i === undefined ? '' : (m[i] ?? ''));
  const issues: Issue[] = [];
  let file: string | null = null;
  for (const line of log.split('\n')) {
    if (file !== null) {
      const m = body.exec(line);
      if (m) {
        const issue = {
          file,
          line: group(m, loop.line),
          column: group(m, loop.column),
          severity: group(m, loop.severity),
          code: group(m, loop.code),
          message: group(m, loop.message),
        };
        if (issue.message.trim() !== '' && ['error', 'warning', 'notice'].includes(issue.severity)) issues.push(issue);
        continue;
      }
      file = null;
    }
    const h = head.exec(line);
    file = h ? group(h, first.file) : null;
  }
  return issues;
}

describe('problem matcher for check --format text', () => {
  it('is a valid two-pattern matcher owned by skillscope, the loop pattern last and with a message', () => {
    const m = config.problemMatcher[0]!;
    expect(m.owner).toBe('skillscope');
    expect(m.pattern).toHaveLength(2);
    expect(m.pattern[1]!.loop).toBe(true);
    expect(m.pattern[1]!.message).toBeDefined();
  });

  it('yields exactly the error and warning findings of check --json, with file, line, column and code', async () => {
    // --verbose: every finding on its own line (the Action passes it; folded blocks are not read).
    const text = await runCli(['check', 'fixtures/skills', '--verbose'], { env: { NO_COLOR: '1' } });
    const json = JSON.parse((await runCli(['check', 'fixtures/skills', '--json'])).stdout) as {
      findings: { code: string; severity: string; file: string; line: number; column: number }[];
    };
    const expected = json.findings
      .filter((f) => f.severity !== 'info')
      .map((f) => ({
        file: f.file === '' ? 'fixtures/skills' : `fixtures/skills/${f.file}`,
        line: f.file === '' || f.line === 0 ? '' : String(f.line),
        code: f.code,
        severity: f.severity === 'warn' ? 'warning' : 'error',
      }));
    const got = annotate(text.stdout).map((i) => ({ file: i.file, line: i.line, code: i.code, severity: i.severity }));
    const key = (x: { file: string; line: string; code: string }) => `${x.file}:${x.line}:${x.code}`;
    expect(got.map(key).sort()).toEqual(expected.map(key).sort());
    expect(got.length).toBeGreaterThanOrEqual(20); // fixtures/skills: 3 errors and 17 warnings since the rule defaults were re-decided
  });
});
