/**
 * Codex's implicit-invocation policy: `agents/openai.yaml` in the skill folder with
 * `policy.allow_implicit_invocation: false` keeps the skill out of the listing the model sees
 * (openai/codex codex-rs/core-skills: loader.rs `load_skill_metadata` reads the file and fails
 * open; model.rs lines 29-34 default the flag to true; render.rs `build_available_skills` lists
 * `allowed_skills_for_implicit_invocation()` only). Other hosts do not read the file.
 */
import { describe, expect, it } from 'vitest';
import { listingSkills, simulateListing } from '../../src/hosts/index.js';
import { LOAD_FRONTMATTER } from '../../src/skills/needs.js';
import fc from 'fast-check';
import { deniesImplicitInvocation, parsedDenies } from '../../src/skills/codex-policy.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

const SKILL = (name: string) => `---\nname: ${name}\ndescription: Does ${name}. Use when asked to.\n---\nBody.\n`;

function statuses(policy: string | undefined, host: 'codex' | 'codex-legacy' | 'claude-code' = 'codex') {
  const files: Record<string, string> = { 'deploy/SKILL.md': SKILL('deploy'), 'lint/SKILL.md': SKILL('lint') };
  if (policy !== undefined) files['deploy/agents/openai.yaml'] = policy;
  const set = loadSkills('/', { needs: LOAD_FRONTMATTER }, memoryFs(files));
  const listing = simulateListing(host, listingSkills(set), { windowTokens: 200_000 });
  return { entries: listing.entries.map((e) => `${e.name}:${e.status}${e.reason ? `/${e.reason}` : ''}`), listing };
}

describe('agents/openai.yaml policy.allow_implicit_invocation', () => {
  it('false: Codex (both eras) loads the skill but leaves it out of the listing', () => {
    const yaml = 'interface:\n  display_name: Deploy\npolicy:\n  allow_implicit_invocation: false\n';
    for (const host of ['codex', 'codex-legacy'] as const) {
      const { entries, listing } = statuses(yaml, host);
      expect(entries).toEqual(['deploy:skipped/hidden', 'lint:full']);
      expect(listing.text).not.toContain('deploy');
    }
  });

  it('other hosts do not read the file', () => {
    expect(statuses('policy:\n  allow_implicit_invocation: false\n', 'claude-code').entries).toEqual([
      'deploy:full',
      'lint:full',
    ]);
  });

  it('true, absent, a string, broken YAML or no policy file: listed (Codex fails open)', () => {
    for (const yaml of [
      'policy:\n  allow_implicit_invocation: true\n',
      'policy:\n  products: [codex]\n',
      'policy:\n  allow_implicit_invocation: "no"\n',
      'policy: [unclosed\n',
      'interface:\n  display_name: Deploy\n',
      undefined,
    ]) {
      expect(statuses(yaml).entries, String(yaml)).toEqual(['deploy:full', 'lint:full']);
    }
  });

  it('the file must sit in the skill folder, as agents/openai.yaml', () => {
    const files = {
      'deploy/SKILL.md': SKILL('deploy'),
      'deploy/openai.yaml': 'policy:\n  allow_implicit_invocation: false\n',
      'deploy/references/agents/openai.yaml': 'policy:\n  allow_implicit_invocation: false\n',
    };
    const set = loadSkills('/', {}, memoryFs(files));
    expect(simulateListing('codex', listingSkills(set), { windowTokens: 200_000 }).entries[0]!.status).toBe('full');
  });

  it('deniesImplicitInvocation reads only a boolean false under policy', () => {
    expect(deniesImplicitInvocation('policy:\n  allow_implicit_invocation: false')).toBe(true);
    expect(deniesImplicitInvocation('policy:\n  allow_implicit_invocation: False')).toBe(true);
    expect(deniesImplicitInvocation('allow_implicit_invocation: false')).toBe(false);
    expect(deniesImplicitInvocation('policy: false')).toBe(false);
    expect(deniesImplicitInvocation('a: &a [*a]')).toBe(false);
    expect(deniesImplicitInvocation('')).toBe(false);
  });

  it('deniesImplicitInvocation skips the parser only where the key cannot be spelled', () => {
    // Escapes in a quoted key spell it without the name in the text: those are still parsed.
    expect(deniesImplicitInvocation('policy:\n  "\\x61llow_implicit_invocation": false')).toBe(true);
    expect(deniesImplicitInvocation('policy:\n  "allow\\u005fimplicit_invocation": false')).toBe(true);
    expect(deniesImplicitInvocation("policy: {'allow_implicit_invocation': false}")).toBe(true);
    expect(deniesImplicitInvocation('policy:\n  ? allow_implicit_invocation\n  : false')).toBe(true);
    // A break folds into a space: no key across lines is the name.
    expect(deniesImplicitInvocation('policy:\n  ? >-\n    allow_implicit_\n    invocation\n  : false')).toBe(false);
    expect(deniesImplicitInvocation('interface:\n  display_name: "X"\npolicy:\n  other: false\n')).toBe(false);
  });

  it('deniesImplicitInvocation equals the parse on random policy files', () => {
    const key = fc.constantFrom(
      'allow_implicit_invocation',
      '"allow_implicit_invocation"',
      "'allow_implicit_invocation'",
      '"\\x61llow_implicit_invocation"',
      '"allow\\_implicit_invocation"',
      'allow_implicit_',
      '? allow_implicit_invocation\n  ',
      '? "allow_implicit_\\\n    invocation"\n  ',
      'display_name',
    );
    const value = fc.constantFrom('false', 'False', 'true', '"false"', 'no', '', '[false]', '&a false', '*a');
    const line = fc.oneof(
      fc.tuple(key, value).map(([k, v]) => `policy:\n  ${k}: ${v}`),
      fc.tuple(key, value).map(([k, v]) => `policy: {${k.replace(/\n.*/s, '')}: ${v}}`),
      fc.tuple(key, value).map(([k, v]) => `${k}: ${v}`),
      fc.constantFrom('interface:\n  display_name: "X \\" y"', 'policy:', 'policy: false', '# c', 'x: &a 1'),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 4 }), (lines) => {
        const text = lines.join('\n');
        expect(deniesImplicitInvocation(text), text).toBe(parsedDenies(text));
      }),
      { numRuns: 3000 },
    );
  });
});
