/**
 * Skills named like members of every JavaScript object (`__proto__`, `constructor`, `toString`,
 * `hasOwnProperty`) work on every access surface: disable/enable through the built CLI (a plain
 * object keyed by names could never disable them), catalog, discover, search, load, inspect
 * metadata with such keys, and the selection log line when a name is thousands of characters long.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventLine, inspectRefs, MAX_EVENT_BYTES, mimeTypeOf, type SelectionEvent } from '../../src/access/index.js';
import { runBin } from '../helpers/cli.js';
import { memoryView, skillMd, tempTree } from '../access/helpers.js';

const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

describe('prototype-like skill names', () => {
  const root = tempTree({
    ...Object.fromEntries(NAMES.map((n) => [`${n}/SKILL.md`, skillMd(n, `A skill called ${n}.`)])),
    'plain/SKILL.md': skillMd('plain', 'A plain skill.'),
  });
  const state = mkdtempSync(path.join(tmpdir(), 'skillscope-proto-state-'));
  const json = (args: string[]): Record<string, unknown> => {
    const r = runBin([...args, '--state', state, '--json']);
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as Record<string, unknown>;
  };
  const catalogNames = (): string[] => (json(['catalog', root]).skills as { name: string }[]).map((s) => s.name);

  it('can be disabled and enabled, and leave and rejoin the catalog', () => {
    expect(catalogNames().sort()).toEqual([...NAMES, 'plain'].sort());
    expect(json(['disable', root, ...NAMES]).changed).toEqual(NAMES);
    expect(catalogNames()).toEqual(['plain']);
    expect(json(['disable', root, ...NAMES]).changed).toEqual([]);
    const found = json(['discover', root, '']).skills as { name: string; enabled: boolean }[];
    for (const n of NAMES) expect(found.find((s) => s.name === n)?.enabled).toBe(false);
    expect(json(['enable', root, ...NAMES]).changed).toEqual(NAMES);
    expect(catalogNames().sort()).toEqual([...NAMES, 'plain'].sort());
  });

  it('load and search reach them by name', () => {
    for (const n of NAMES)
      expect(json(['load', root, n])).toMatchObject({ name: n, text: expect.stringContaining(`name: ${n}`) });
    const hits = json(['search', root, '--all', 'called']).candidates as { name: string }[];
    expect(hits.map((h) => h.name).sort()).toEqual([...NAMES].sort());
  });

  it('a file extension named like them is an ordinary unknown extension', () => {
    expect(mimeTypeOf('notes.constructor', true)).toBe('text/plain');
    expect(mimeTypeOf('blob.__proto__', false)).toBe('application/octet-stream');
  });

  it('inspect keeps metadata keys named like them', () => {
    const view = memoryView({
      user: { 'm/SKILL.md': skillMd('m', 'M.', 'metadata:\n  __proto__: link\n  constructor: builder\n') },
    });
    const doc = inspectRefs(view, [view.skills[0]!.ref]);
    expect(Object.entries(doc.skills[0]!.metadata)).toEqual([
      ['__proto__', 'link'],
      ['constructor', 'builder'],
    ]);
  });

  it('a selection line for a 6,000-character name keeps the query and reason whole', () => {
    const event: SelectionEvent = {
      schemaVersion: 1,
      time: new Date(0).toISOString(),
      ref: 'sk-000000000000',
      name: 'n'.repeat(6000),
      source: 'user',
      query: 'fill in the tax form',
      confidence: 'high',
      reason: 'the description names tax forms',
    };
    const line = eventLine(event);
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(MAX_EVENT_BYTES);
    const logged = JSON.parse(line) as SelectionEvent;
    expect(logged).toMatchObject({ query: event.query, reason: event.reason, truncated: true });
    expect(event.name.startsWith(logged.name)).toBe(true);
    expect(logged.name.length).toBeGreaterThan(0);
  });
});
