/**
 * The streaming audit equals the audit of the eagerly loaded set on every
 * fixture directory, the `audit` command (which streams) prints what it printed from a loaded set,
 * and the fold keeps no text.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_NEEDS, auditStream, computeAudit } from '../../src/audit/index.js';
import { loadSkills, nodeFs, openSkills } from '../../src/skills/index.js';
import { LOAD_FRONTMATTER } from '../../src/skills/needs.js';
import { getEncoding } from '../../src/tokenizer/index.js';
import { FIXTURES, runCli } from '../helpers/cli.js';

const subdirs = (dir: string): string[] =>
  readdirSync(dir)
    .filter((n) => statSync(path.join(dir, n)).isDirectory())
    .map((n) => path.join(dir, n));
const ROOTS = [
  path.join(FIXTURES, 'skills'),
  path.join(FIXTURES, 'flat-skills'),
  ...subdirs(path.join(FIXTURES, 'corpus')),
  ...subdirs(path.join(FIXTURES, 'check')),
];
const encodings = [getEncoding('o200k_base'), getEncoding('cl100k_base')];

describe('auditStream', () => {
  it('equals computeAudit on the eager load, every fixture directory', () => {
    for (const root of ROOTS) {
      const streamed = auditStream(openSkills(root, { needs: AUDIT_NEEDS }, nodeFs), { encodings });
      expect(streamed, root).toEqual(computeAudit(loadSkills(root), { encodings }));
    }
  });

  it('skips what it is told to skip, as computeAudit of the filtered set', () => {
    const root = path.join(FIXTURES, 'skills');
    const set = loadSkills(root);
    const skip = new Set(['csv-cleaner', 'pdf-form-filler']);
    const seen: string[] = [];
    const streamed = auditStream(openSkills(root, {}, nodeFs), {
      encodings,
      skip: (s) => skip.has(s.name),
      onSkill: (s) => seen.push(s.name),
    });
    expect(streamed).toEqual(
      computeAudit({ ...set, skills: set.skills.filter((s) => !skip.has(s.name)) }, { encodings }),
    );
    expect(seen).toHaveLength(set.skills.length - 2);
  });

  it('refuses a stream that does not read resources', () => {
    expect(() =>
      auditStream(openSkills(path.join(FIXTURES, 'skills'), { needs: LOAD_FRONTMATTER }, nodeFs), { encodings }),
    ).toThrow(/resource text/);
  });

  it('audit --json (streamed) equals the audit of the loaded set plus host listings', async () => {
    const root = path.join(FIXTURES, 'skills');
    const r = await runCli(['audit', root, '--json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as Record<string, unknown>;
    const expected = JSON.parse(
      JSON.stringify({ ...computeAudit({ ...loadSkills(root), root }, { encodings: [getEncoding('o200k_base')] }) }),
    );
    const { hosts, ...rest } = doc;
    expect(hosts).toBeTruthy();
    expect(rest).toEqual(expected);
  });
});
