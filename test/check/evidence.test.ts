/**
 * Severity from evidence: every rule says what it rests on, what breaks for the user and why its
 * default severity is what it is — and the severity stays within what its consequence allows
 * (an error only where a host refuses, drops or mis-loads the skill, a needed file is missing,
 * or the run could not check what it was asked to).
 */
import { describe, expect, it } from 'vitest';
import { RULE_LIST } from '../../src/check/index.js';
import { CONSEQUENCE_SEVERITIES, GUIDANCE, PLATFORM_DOCS, SPEC } from '../../src/check/rules/evidence.js';
import { severityLabel } from '../../src/check/rules-doc.js';

describe('rule evidence', () => {
  it('every rule names its source, its impact and its severity rationale', () => {
    for (const rule of RULE_LIST) {
      expect(rule.evidence.source.trim().length, rule.code).toBeGreaterThan(20);
      expect(rule.evidence.impact.trim().length, rule.code).toBeGreaterThan(20);
      expect(rule.evidence.severity.trim().length, rule.code).toBeGreaterThan(10);
    }
  });

  it('a default severity is one its consequence allows', () => {
    const wrong = RULE_LIST.filter(
      (r) => !(CONSEQUENCE_SEVERITIES[r.evidence.consequence] as readonly string[]).includes(r.defaultSeverity),
    );
    expect(wrong.map((r) => `${r.code} ${r.defaultSeverity} (${r.evidence.consequence})`)).toEqual([]);
  });

  it('the severity rationale is about the severity the rule has', () => {
    const stale = RULE_LIST.filter(
      (r) =>
        !r.evidence.severity.startsWith(`${severityLabel(r.defaultSeverity)} `) &&
        !r.evidence.severity.startsWith(`${severityLabel(r.defaultSeverity)}:`),
    );
    expect(stale.map((r) => r.code)).toEqual([]);
  });

  it('our own heuristics say so, and are never errors', () => {
    for (const rule of RULE_LIST.filter((r) => r.evidence.basis === 'guidance')) {
      expect(rule.evidence.source.startsWith(GUIDANCE), rule.code).toBe(true);
      expect(rule.defaultSeverity, rule.code).not.toBe('error');
    }
  });

  it('spec and platform evidence cite the document, as read', () => {
    for (const rule of RULE_LIST.filter((r) => r.evidence.basis === 'spec'))
      expect(rule.evidence.source, rule.code).toContain(SPEC);
    for (const rule of RULE_LIST.filter((r) => r.evidence.basis === 'platform'))
      expect(rule.evidence.source, rule.code).toContain(PLATFORM_DOCS);
  });

  it('an error resting on the spec alone, with no host behind it, does not exist', () => {
    expect(
      RULE_LIST.filter(
        (r) => r.defaultSeverity === 'error' && (r.evidence.basis === 'spec' || r.evidence.basis === 'guidance'),
      ).map((r) => r.code),
    ).toEqual([]);
  });
});
