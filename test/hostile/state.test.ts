/**
 * The state folder (`.skillscope/state.json`, `selections.jsonl`) is read by every access
 * command, `mcp`, and `--respect-state`. Each attack plants a file there that used to hang the
 * run (a FIFO), exhaust its memory (/dev/zero), or be followed out of the root (a link); each
 * must now stop with one STATE_UNREADABLE line, exit 2, within the harness caps.
 */
import * as fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupTrees, expectSafe, hostileTree, runGuarded, type HostileTree } from './harness.js';

afterAll(cleanupTrees);

function errorCode(stdout: string): { code?: string; reason?: string } {
  return (JSON.parse(stdout) as { error?: { code?: string; reason?: string } }).error ?? {};
}

function attack(plant: (t: HostileTree) => void): { t: HostileTree; before: ReturnType<HostileTree['snapshot']> } {
  const t = hostileTree();
  t.goodSkill();
  plant(t);
  return { t, before: t.snapshot() };
}

describe('state files that are not plain small files', () => {
  it('selections.jsonl linked to /dev/zero is refused at once, not read', () => {
    const { t, before } = attack((t) => t.link('.skillscope/selections.jsonl', '/dev/zero'));
    const r = runGuarded(['catalog', '--json', t.root], { timeoutMs: 20_000 });
    expectSafe(r, t, before, { codes: [2] });
    expect(errorCode(r.stdout)).toMatchObject({ code: 'STATE_UNREADABLE', reason: 'symlink' });
  });

  it('a FIFO state.json does not block catalog, check --respect-state or mcp', () => {
    const { t, before } = attack((t) => t.fifo('.skillscope/state.json'));
    const catalog = runGuarded(['catalog', '--json', t.root], { timeoutMs: 20_000 });
    expectSafe(catalog, t, before, { codes: [2] });
    expect(errorCode(catalog.stdout)).toMatchObject({ code: 'STATE_UNREADABLE', reason: 'not-regular' });
    const check = runGuarded(['check', '--respect-state', t.root], { timeoutMs: 20_000 });
    expectSafe(check, t, before, { codes: [2] });
    expect(check.stderr).toMatch(/^skillscope: STATE_UNREADABLE: /m);
    const mcp = runGuarded(['mcp', t.root], { timeoutMs: 20_000 });
    expectSafe(mcp, t, before, { codes: [2] });
    expect(mcp.stderr).toMatch(/^skillscope: STATE_UNREADABLE: /m);
  });

  it('a state.json linked to a file outside the root is not followed', () => {
    const { t, before } = attack((t) => {
      fs.writeFileSync(
        path.join(t.outside, 'state.json'),
        JSON.stringify({ schemaVersion: 1, disabled: { 'good-sibling': { at: t.canary } } }),
      );
      t.link('.skillscope/state.json', path.join(t.outside, 'state.json'));
    });
    const r = runGuarded(['catalog', '--json', t.root]);
    expectSafe(r, t, before, { codes: [2] });
    expect(errorCode(r.stdout)).toMatchObject({ code: 'STATE_UNREADABLE', reason: 'symlink' });
  });

  it('a .skillscope folder linked out of the root is refused', () => {
    const { t, before } = attack((t) => {
      fs.mkdirSync(path.join(t.outside, 'state'));
      fs.writeFileSync(
        path.join(t.outside, 'state', 'state.json'),
        JSON.stringify({ schemaVersion: 1, disabled: { 'good-sibling': { at: t.canary } } }),
      );
      t.link('.skillscope', path.join(t.outside, 'state'));
    });
    const r = runGuarded(['catalog', '--json', t.root]);
    expectSafe(r, t, before, { codes: [2] });
    expect(errorCode(r.stdout)).toMatchObject({ code: 'STATE_UNREADABLE', reason: 'outside' });
  });

  it('a selection log over its cap is refused by size, without reading it', () => {
    const { t, before } = attack((t) => t.sparse('.skillscope/selections.jsonl', 65 * 1024 * 1024));
    const r = runGuarded(['catalog', '--json', t.root]);
    expectSafe(r, t, before, { codes: [2] });
    expect(errorCode(r.stdout)).toMatchObject({ code: 'STATE_UNREADABLE', reason: 'too-large' });
  });

  it('a plain state is still read', () => {
    const { t, before } = attack((t) => {
      t.goodSkill('resting', 'resting');
      t.file('.skillscope/state.json', JSON.stringify({ schemaVersion: 1, disabled: { resting: { at: 'x' } } }));
    });
    const r = runGuarded(['catalog', '--json', t.root]);
    expectSafe(r, t, before, { codes: [0] });
    expect(r.stdout).toContain('good-sibling');
    expect(r.stdout).not.toContain('"resting"');
  });
});
