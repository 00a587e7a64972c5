/**
 * Audit's finding codes: one code space with check's rules. A code audit shares with a rule is
 * the same condition (a differential test runs both commands on the same skills); audit's own
 * codes are documented, produced by some input, and never a rule's code or name.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_CODE_LIST,
  AUDIT_KIND_CODES,
  AUDIT_ONLY_CODES,
  AUDIT_SHARED_CODES,
  type AuditFindingKind,
  computeAudit,
} from '../../src/audit/index.js';
import { RULE_CODES, RULE_LIST, RULES, runCheck } from '../../src/check/index.js';
import { parseConfig } from '../../src/config/parse.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';
import { getEncoding } from '../../src/tokenizer/index.js';
import { runCli } from '../helpers/cli.js';

const o200k = getEncoding('o200k_base');

describe('the code space', () => {
  it('gives every kind one code, and no two kinds the same code', () => {
    const codes = Object.values(AUDIT_KIND_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes)).toEqual(new Set([...Object.keys(AUDIT_SHARED_CODES), ...AUDIT_ONLY_CODES]));
  });

  it("shares only rule codes, under the rule's name", () => {
    for (const [code, name] of Object.entries(AUDIT_SHARED_CODES)) {
      expect(RULE_CODES as readonly string[], code).toContain(code);
      expect(RULES[code as keyof typeof AUDIT_SHARED_CODES].name).toBe(name);
    }
  });

  it('keeps its own codes and names out of the rule registry', () => {
    const ruleNames = new Set(RULE_LIST.map((r) => r.name));
    for (const meta of AUDIT_CODE_LIST) {
      expect(RULE_CODES as readonly string[], meta.code).not.toContain(meta.code);
      expect(meta.code).toMatch(/^SK6\d\d$/);
      expect(ruleNames.has(meta.name), meta.name).toBe(false);
      expect(AUDIT_KIND_CODES[meta.kind]).toBe(meta.code);
      for (const part of Object.values(meta.docs)) expect(part.length, meta.code).toBeGreaterThan(20);
      // Each names the check rules it is near, so a reader knows why it is not one of them.
      expect(meta.near, meta.code).toMatch(/SK\d{3}|No check rule/);
    }
  });
});

describe('every audit-only code is produced by some input', () => {
  const files: Record<string, string | Uint8Array> = {
    'a/SKILL.md': '---\nname: a\ndescription: Does a. Use when asked.\n---\nBody.\n',
    'a/references/long.md': 'word '.repeat(12_000),
    'a/scripts/office/x.py': 'print(1)\n',
    'a/scripts/office/y.py': 'print(2)\n',
    'b/SKILL.md': '---\nname: b\ndescription: Does b. Use when asked.\n---\nBody.\n',
    'b/scripts/office/x.py': 'print(1)\n',
    'b/scripts/office/y.py': 'print(2)\n',
    'b/assets/schema.json': '{"a": 1}\n',
    'a/assets/schema.json': '{"a": 1}\n',
  };
  const r = computeAudit(loadSkills('/', {}, memoryFs(files)), {
    encodings: [o200k],
    budgets: { catalogTokens: 5 },
  });

  it.each(AUDIT_CODE_LIST.map((m) => [m.code, m.kind] as const))('%s (%s)', (code, kind) => {
    const found = r.findings.filter((f) => f.code === code);
    expect(found.length).toBeGreaterThan(0);
    for (const f of found) {
      expect(f.kind).toBe(kind);
      expect(f.name).toBe(AUDIT_CODE_LIST.find((m) => m.code === code)!.name);
      // The one finding type's place: the first path, or '' for the directory; whole files.
      expect(f.file).toBe(f.path ?? '');
      expect([f.line, f.column]).toEqual([0, 0]);
    }
  });

  it('codes the kinds it has always had', () => {
    for (const f of r.findings) expect(f.code).toBe(AUDIT_KIND_CODES[f.kind as AuditFindingKind]);
  });
});

describe('a code audit shares with check is the same condition', () => {
  /** SK201/SK202 as check reports them and as audit does: file and the numbers they share. */
  interface Shared {
    readonly code: string;
    readonly name: string;
    readonly file: string;
    readonly count: unknown;
    readonly max: unknown;
  }
  function both(body: string, budgets: { lines: number; tokens: number }): { check: Shared[]; audit: Shared[] } {
    const set = loadSkills(
      '/',
      {},
      memoryFs({ 's/SKILL.md': `---\nname: s\ndescription: Does s. Use when asked.\n---\n${body}` }),
    );
    const check = runCheck(set, {
      encoding: 'o200k_base',
      hosts: [],
      budgets: { bodyMaxLines: budgets.lines, bodyMaxTokens: budgets.tokens },
    })
      .findings.filter((f) => f.code === 'SK201' || f.code === 'SK202')
      .map((f) => ({
        code: f.code,
        name: f.name,
        file: f.file,
        count: f.data['lines'] ?? f.data['tokens'],
        max: f.data['max'],
      }));
    const audit = computeAudit(set, {
      encodings: [o200k],
      budgets: { bodyLines: budgets.lines, bodyTokens: budgets.tokens, catalogTokens: 1e9 },
    })
      .findings.filter((f) => f.code === 'SK201' || f.code === 'SK202')
      .map((f) => ({
        code: f.code,
        name: f.name,
        file: f.file,
        count: f.code === 'SK201' ? f.data['lines'] : f.data['tokens'],
        max: f.data['max'],
      }));
    return { check, audit };
  }

  it('on bodies around both budgets', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('word ', 'two words ', '\n', '\r\n', '字', ' ', '\n\n'), { maxLength: 60 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 40 }),
        (parts, lines, tokens) => {
          const { check, audit } = both(parts.join(''), { lines, tokens });
          const byCode = (xs: Shared[]) => [...xs].sort((a, b) => a.code.localeCompare(b.code));
          expect(byCode(audit)).toEqual(byCode(check));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('at the default budgets', () => {
    const { check, audit } = both('line\n'.repeat(600) + 'word '.repeat(6000), { lines: 500, tokens: 5000 });
    expect(audit.map((f) => f.code).sort()).toEqual(['SK201', 'SK202']);
    expect(audit).toEqual(expect.arrayContaining(check));
    expect(check).toEqual(expect.arrayContaining(audit));
  });
});

describe('an audit-only code where a rule code belongs', () => {
  it("the config refuses it, saying it is audit's and where it is explained", () => {
    expect(() => parseConfig('{"rules": {"sk601": "off"}}', 'c.json')).toThrow(
      /rules\.sk601: SK601 is reported by skillscope audit only.*skillscope rules SK601/,
    );
    // A code that is nobody's is still an unknown rule code.
    expect(() => parseConfig('{"rules": {"SK699": "off"}}', 'c.json')).toThrow(/rules\.SK699: unknown rule code/);
  });

  it('--rule refuses it the same way, exit 2', async () => {
    const r = await runCli(['check', 'fixtures/check/clean', '--rule', 'SK603=off']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^skillscope: --rule: SK603 is reported by skillscope audit only.*skillscope rules SK603\)\n$/,
    );
  });
});
