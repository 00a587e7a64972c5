/**
 * `skillscope rules [CODE]`: the rule docs offline, from the same metadata (and the same
 * generator) as docs/rules.md, so the text printed for a rule is the page's section for it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_CODE_LIST } from '../../src/audit/index.js';
import { RULE_LIST } from '../../src/check/index.js';
import { basisLabel } from '../../src/check/rules-doc.js';
import { REPO_ROOT, runCli } from '../helpers/cli.js';

describe('skillscope rules', () => {
  it('lists every rule with its code, name and default severity', async () => {
    const r = await runCli(['rules']);
    expect(r.code).toBe(0);
    const coded = r.stdout.split('\n').filter((l) => /^SK\d{3} /.test(l));
    const lines = coded.slice(0, RULE_LIST.length);
    expect(lines.map((l) => l.split(/\s+/)[0])).toEqual(RULE_LIST.map((x) => x.code));
    expect(lines.map((l) => l.split(/\s+/)[1])).toEqual(RULE_LIST.map((x) => x.name));
    // Each line says what its default severity rests on.
    expect(lines.map((l, i) => l.includes(basisLabel(RULE_LIST[i]!.evidence.basis)))).toEqual(
      RULE_LIST.map(() => true),
    );
    // Then the codes only audit reports, with their names and no severity.
    expect(coded.slice(RULE_LIST.length).map((l) => l.split(/\s+/).filter(Boolean))).toEqual(
      AUDIT_CODE_LIST.map((m) => [m.code, m.name]),
    );
  });

  it('explains the codes only audit reports, as docs/rules.md has them, by code or by name', async () => {
    const page = readFileSync(path.join(REPO_ROOT, 'docs', 'rules.md'), 'utf8');
    for (const meta of AUDIT_CODE_LIST) {
      const byCode = await runCli(['rules', meta.code.toLowerCase()]);
      expect(byCode.code).toBe(0);
      const section = byCode.stdout.slice(byCode.stdout.indexOf('### '));
      expect(section.startsWith(`### ${meta.code} ${meta.name}\n`)).toBe(true);
      expect(page, meta.code).toContain(section.trimEnd());
      for (const part of [meta.docs.what, meta.docs.budget, meta.near]) expect(section, meta.code).toContain(part);
      const byName = await runCli(['rules', meta.name]);
      expect(byName.stdout).toBe(byCode.stdout);
    }
  });

  it('--json keeps audit codes beside the rules: every one without CODE, the ones asked for with it', async () => {
    const all = JSON.parse((await runCli(['rules', '--json'])).stdout) as {
      rules: { code: string }[];
      auditCodes: { code: string; kind: string; docs: { budget: string } }[];
    };
    expect(all.rules.map((x) => x.code)).toEqual(RULE_LIST.map((x) => x.code));
    expect(all.auditCodes.map((x) => [x.code, x.kind, x.docs.budget])).toEqual(
      AUDIT_CODE_LIST.map((m) => [m.code, m.kind, m.docs.budget]),
    );
    const some = JSON.parse((await runCli(['rules', 'SK605', 'SK201', '--json'])).stdout) as typeof all;
    expect(some.rules.map((x) => x.code)).toEqual(['SK201']);
    expect(some.auditCodes.map((x) => x.code)).toEqual(['SK605']);
  });

  it('prints a rule’s doc exactly as docs/rules.md has it, by code (any case) or by name', async () => {
    const page = readFileSync(path.join(REPO_ROOT, 'docs', 'rules.md'), 'utf8');
    for (const rule of RULE_LIST) {
      const byCode = await runCli(['rules', rule.code.toLowerCase()]);
      expect(byCode.code).toBe(0);
      const section = byCode.stdout.slice(byCode.stdout.indexOf('### '));
      expect(page, rule.code).toContain(section.trimEnd());
      // The evidence, what breaks and the severity rationale are part of the printed doc.
      for (const part of [rule.evidence.source, rule.evidence.impact, rule.evidence.severity])
        expect(section, rule.code).toContain(part);
      const byName = await runCli(['rules', rule.name]);
      expect(byName.stdout).toBe(byCode.stdout);
    }
  });

  it('--json is one document with the metadata', async () => {
    const r = await runCli(['rules', 'SK210', 'SK101', '--json']);
    const doc = JSON.parse(r.stdout) as {
      schemaVersion: number;
      rules: { code: string; defaultSeverity: string; docs: { what: string } }[];
    };
    expect(doc.schemaVersion).toBe(1);
    expect(doc.rules.map((x) => x.code)).toEqual(['SK210', 'SK101']);
    expect(doc.rules[0]?.docs.what).toBe(RULE_LIST.find((x) => x.code === 'SK210')?.docs.what);
    const evidence = (doc.rules[1] as unknown as { evidence: unknown }).evidence;
    expect(evidence).toEqual({ ...RULE_LIST.find((x) => x.code === 'SK101')?.evidence });
  });

  it('an unknown code is one line on stderr, exit 2, with a suggestion', async () => {
    const r = await runCli(['rules', 'SK21O']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^skillscope: rules: unknown rule 'SK21O' \(did you mean 'SK210'\?\).*\n$/);
  });

  it('prints its help word for word', async () => {
    const r = await runCli(['rules', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatchInlineSnapshot(`
      "Usage: skillscope rules [CODE|NAME…] [--json]

      Without CODE: every rule of 'skillscope check' with its code, name, default
      severity, what that severity rests on (host behaviour, specification, upload
      platform, skillscope run or our heuristic) and profile, then the codes only
      'skillscope audit' reports (SK601–SK605). With CODE (SK101) or NAME
      (skill-md-missing): that code's doc — what it checks, why, its evidence (the
      spec line, host source or changelog entry), what breaks for the user, why its
      severity is what it is, an example and the fix — the same text as docs/rules.md,
      offline.

      Options:
        --json              one JSON document: {"schemaVersion": 1, "rules": [{code,
                            name, family, defaultSeverity, profile, docs: {what, why,
                            example, fix, autofix}, evidence: {basis, source, impact,
                            consequence, severity}}], "auditCodes": [{code, name,
                            kind, docs: {what, why, example, fix, budget}, check}]}
        -h, --help          this help

      Exit codes: 0 printed, 2 unknown rule code or name, or bad option.

      Examples:
        skillscope rules
        skillscope rules SK210
        skillscope rules sk401 --json
      "
    `);
  });
});
