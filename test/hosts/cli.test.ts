/** `skillscope hosts`: the JSON document, 80-column text, and bad arguments as one line, exit 2. */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const ARGS = ['hosts', 'fixtures/hosts/project', '--home', 'fixtures/hosts/home'];

describe('skillscope hosts', () => {
  it('--json: one document with schemaVersion, a row per host, the unseen loose skill', async () => {
    const r = await runCli([...ARGS, '--json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as {
      schemaVersion: number;
      hosts: { host: string; seen: unknown[]; budget: number | null }[];
      unseen: string[];
    };
    expect(doc.schemaVersion).toBe(1);
    expect(doc.hosts.map((h) => h.host)).toEqual([
      'claude-code',
      'codex',
      'codex-legacy',
      'copilot-cli',
      'copilot-cli-legacy',
      'gemini-cli',
      'opencode',
      'cursor',
    ]);
    expect(doc.hosts.find((h) => h.host === 'cursor')?.budget).toBeNull();
    expect(doc.unseen).toEqual(['skills/loose/SKILL.md']);
  });

  it('text fits 80 columns when the width is unknown', async () => {
    const r = await runCli(['hosts', 'fixtures/skills']);
    expect(r.code).toBe(0);
    for (const line of r.stdout.split('\n')) expect([...line].length).toBeLessThanOrEqual(80);
  });

  it('--host narrows and orders the hosts', async () => {
    const r = await runCli([...ARGS, '--host', 'opencode,claude-code', '--json']);
    expect((JSON.parse(r.stdout) as { hosts: { host: string }[] }).hosts.map((h) => h.host)).toEqual([
      'opencode',
      'claude-code',
    ]);
  });

  it('an unknown host, a missing home folder or a bad window: one line, exit 2', async () => {
    for (const [args, text] of [
      [[...ARGS, '--host', 'copilot'], "--host: unknown host 'copilot'"],
      [
        ['hosts', 'fixtures/hosts/project', '--home', 'fixtures/hosts/nowhere'],
        "--home: 'fixtures/hosts/nowhere' is not a readable folder",
      ],
      [['hosts', 'fixtures/hosts/project', '--window', '0'], '--window'],
      [['hosts'], 'missing DIR'],
    ] as const) {
      const r = await runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toContain(text);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
