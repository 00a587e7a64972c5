import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appendSelection,
  eventLine,
  locateState,
  MAX_EVENT_BYTES,
  parseSources,
  planColdStorage,
  readState,
  selectionEvent,
  selectionResult,
  setDisabled,
  type AccessError,
  type SelectionEvent,
} from '../../src/access/index.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { memoryView, skillMd, tempTree } from './helpers.js';

const tmp = (): string => mkdtempSync(path.join(tmpdir(), 'skillscope-state-'));

function event(name: string, i: number): SelectionEvent {
  return {
    schemaVersion: 1,
    time: new Date(0).toISOString(),
    ref: 'sk-000000000000',
    name,
    source: 'user',
    query: `q${i}`,
    confidence: 'low',
    reason: 'r',
  };
}

describe('state folder', () => {
  it('is --state when given, else .skillscope under the first writable source', () => {
    const a = tempTree({ 'x/SKILL.md': skillMd('x', 'X.') });
    const sources = parseSources([], ['/nonexistent-skillscope-dir', a], '/');
    expect(locateState(sources, undefined).dir).toBe(path.join(a, '.skillscope'));
    expect(locateState(sources, '/tmp/elsewhere').dir).toBe('/tmp/elsewhere');
    expect(locateState(parseSources([], ['/nonexistent-skillscope-dir'], '/'), undefined).dir).toBeNull();
  });

  it('no writable folder is STATE_NOT_WRITABLE for writes, an empty state for reads', () => {
    const loc = { dir: null, tried: ['/x/.skillscope'] };
    expect(readState(loc).disabled.size).toBe(0);
    try {
      appendSelection(loc, event('a', 0));
      expect.unreachable();
    } catch (err) {
      expect((err as AccessError).code).toBe('STATE_NOT_WRITABLE');
    }
  });

  it('disable and enable rewrite state.json and report what changed', () => {
    const loc = { dir: path.join(tmp(), 'st'), tried: [] };
    expect(setDisabled(loc, ['a', 'b'], true)).toEqual(['a', 'b']);
    expect(setDisabled(loc, ['a'], true)).toEqual([]);
    expect([...readState(loc).disabled].sort()).toEqual(['a', 'b']);
    expect(setDisabled(loc, ['a', 'zzz'], false)).toEqual(['a']);
    expect([...readState(loc).disabled]).toEqual(['b']);
    expect(readdirSync(loc.dir).sort()).toEqual(['state.json']);
  });

  it('a .skillscope folder made in a source carries a .gitignore that keeps the selection log out of the repository', () => {
    const root = tempTree({ 'x/SKILL.md': skillMd('x', 'X.') });
    expect(spawnSync('git', ['init', '-q', root]).status).toBe(0);
    const loc = locateState(parseSources([], [root], '/'), undefined);
    appendSelection(loc, event('x', 0));
    setDisabled(loc, ['x'], true);
    const ignored = (rel: string): boolean => spawnSync('git', ['-C', root, 'check-ignore', '-q', rel]).status === 0;
    expect(ignored('.skillscope/selections.jsonl')).toBe(true);
    expect(ignored('.skillscope/state.json.lock')).toBe(true);
    expect(ignored('.skillscope/state.json')).toBe(false);
    // A .gitignore the user put there is theirs: never rewritten.
    writeFileSync(path.join(root, '.skillscope', '.gitignore'), 'mine\n');
    appendSelection(loc, event('x', 1));
    expect(readFileSync(path.join(root, '.skillscope', '.gitignore'), 'utf8')).toBe('mine\n');
    // --state DIR is the user's own folder: nothing but the state files.
    const own = { dir: path.join(tmp(), 'st'), tried: [] };
    appendSelection(own, event('x', 2));
    expect(readdirSync(own.dir)).toEqual(['selections.jsonl']);
  });

  it('a broken state.json or log line is tolerated', () => {
    const dir = tmp();
    writeFileSync(path.join(dir, 'state.json'), '{not json');
    writeFileSync(
      path.join(dir, 'selections.jsonl'),
      `${JSON.stringify(event('a', 1))}\nnot json\n${JSON.stringify(event('a', 2))}\n`,
    );
    const s = readState({ dir, tried: [] });
    expect(s.disabled.size).toBe(0);
    expect(s.usage.get('a')).toBe(2);
    expect(s.badLines).toBe(1);
  });

  it('an event line stays within PIPE_BUF however long the reason', () => {
    const long = { ...event('a', 0), reason: '理'.repeat(5000), query: 'q'.repeat(3000) };
    const line = eventLine(long);
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(MAX_EVENT_BYTES);
    expect(JSON.parse(line)).toMatchObject({ truncated: true, name: 'a' });
    expect(eventLine(event('a', 0))).not.toContain('truncated');
  });
});

describe('select', () => {
  const view = memoryView({ user: { 'pdf/SKILL.md': skillMd('pdf', 'PDF.') } });
  const ref = view.skills[0]!.ref;

  it('validates ref, confidence and blank fields', () => {
    const codes = (req: { ref: string; query: string; confidence: string; reason: string }): string => {
      try {
        selectionEvent(view, req, new Date());
        return 'ok';
      } catch (err) {
        return (err as AccessError).code;
      }
    };
    expect(codes({ ref, query: 'q', confidence: 'high', reason: 'r' })).toBe('ok');
    expect(codes({ ref: 'sk-000000000000', query: 'q', confidence: 'high', reason: 'r' })).toBe('REF_NOT_FOUND');
    expect(codes({ ref, query: 'q', confidence: 'sure', reason: 'r' })).toBe('INVALID_ARGUMENT');
    expect(codes({ ref, query: ' ', confidence: 'low', reason: 'r' })).toBe('INVALID_ARGUMENT');
    expect(codes({ ref, query: 'q', confidence: 'low', reason: '' })).toBe('INVALID_ARGUMENT');
  });

  it('returns the SKILL.md path and the event', () => {
    const { skill, event: e } = selectionEvent(
      view,
      { ref, query: 'q', confidence: 'medium', reason: 'r' },
      new Date(0),
    );
    const r = selectionResult(skill, e);
    expect(r.selected).toMatchObject({ name: 'pdf', skillMdPath: '/user/pdf/SKILL.md', uri: 'skill://pdf/SKILL.md' });
    expect(r.event).toMatchObject({ time: '1970-01-01T00:00:00.000Z', confidence: 'medium', source: 'user' });
  });

  it('parallel select processes neither lose nor interleave events', async () => {
    const root = tempTree({ 'pdf/SKILL.md': skillMd('pdf', 'PDF.') });
    const state = tmp();
    const bin = path.join(REPO_ROOT, 'dist', 'cli', 'main.js');
    const refOnDisk = (await import('../../src/access/index.js')).skillRef('user', 'pdf/SKILL.md');
    const procs = 8;
    const perProc = 25;
    // Each child appends perProc events in a loop so the writes really overlap in time.
    const script = `
      const { appendSelection } = await import(${JSON.stringify(path.join(REPO_ROOT, 'dist', 'access', 'store.js'))});
      const id = process.argv[1];
      for (let i = 0; i < ${perProc}; i++) {
        appendSelection({ dir: ${JSON.stringify(state)}, tried: [] }, { schemaVersion: 1, time: new Date().toISOString(), ref: 'r', name: 'p' + id, source: 'user', query: id + ':' + i + ':' + 'x'.repeat(1500), confidence: 'low', reason: 'y'.repeat(1500) });
      }`;
    const run = (args: string[]): Promise<number> =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, args, { stdio: 'ignore' });
        child.on('exit', (code) => resolve(code ?? -1));
      });
    const codes = await Promise.all([
      ...Array.from({ length: procs }, (_, i) => run(['--input-type=module', '-e', script, String(i)])),
      ...Array.from({ length: 4 }, (_, i) =>
        run([
          bin,
          'select',
          root,
          refOnDisk,
          '--state',
          state,
          '--query',
          `cli ${i}`,
          '--confidence',
          'high',
          '--reason',
          'parallel',
        ]),
      ),
    ]);
    expect(codes.every((c) => c === 0)).toBe(true);
    const lines = readFileSync(path.join(state, 'selections.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l !== '');
    expect(lines).toHaveLength(procs * perProc + 4);
    const parsed = lines.map((l) => JSON.parse(l) as SelectionEvent);
    for (let p = 0; p < procs; p++) {
      const mine = parsed.filter((e) => e.name === `p${p}`).map((e) => Number(e.query.split(':')[1]));
      expect(mine).toEqual(Array.from({ length: perProc }, (_, i) => i));
    }
    expect(parsed.filter((e) => e.name === 'pdf')).toHaveLength(4);
    expect(readState({ dir: state, tried: [] }).badLines).toBe(0);
  }, 60_000);

  it('parallel disable processes keep every name (state.json is locked)', async () => {
    const state = tmp();
    const script = `
      const { setDisabled } = await import(${JSON.stringify(path.join(REPO_ROOT, 'dist', 'access', 'store.js'))});
      const id = process.argv[1];
      for (let i = 0; i < 10; i++) setDisabled({ dir: ${JSON.stringify(state)}, tried: [] }, ['s' + id + '-' + i], true);`;
    await Promise.all(
      Array.from(
        { length: 6 },
        (_, i) =>
          new Promise<void>((resolve) => {
            spawn(process.execPath, ['--input-type=module', '-e', script, String(i)], { stdio: 'ignore' }).on(
              'exit',
              () => resolve(),
            );
          }),
      ),
    );
    expect(readState({ dir: state, tried: [] }).disabled.size).toBe(60);
    expect(existsSync(path.join(state, 'state.json.lock'))).toBe(false);
  }, 60_000);
});

describe('plan', () => {
  const desc = (n: number): string => `Does task number ${n} ${'with a long explanation '.repeat(10)}`.trim();
  const files: Record<string, string> = {};
  for (let i = 0; i < 60; i++)
    files[`skill-${String(i).padStart(2, '0')}/SKILL.md`] = skillMd(`skill-${String(i).padStart(2, '0')}`, desc(i));

  it('disables the least-selected skills first, then the largest, until every host fits', () => {
    const view = memoryView({ user: files });
    const usage = new Map(view.skills.filter((_, i) => i % 2 === 0).map((s) => [s.name, 3]));
    const p = planColdStorage(view, usage, { windowTokens: 100_000 });
    expect(p.hosts.find((h) => h.host === 'claude-code')!.before.fits).toBe(false);
    expect(p.fits).toBe(true);
    expect(p.hosts.every((h) => h.after.fits)).toBe(true);
    // Every unselected skill goes before any selected one.
    const firstSelected = p.disable.findIndex((d) => d.selections > 0);
    if (firstSelected >= 0) expect(p.disable.slice(firstSelected).every((d) => d.selections > 0)).toBe(true);
    expect(p.disable[0]!.selections).toBe(0);
    // Minimal: keeping the last chosen skill enabled would not fit.
    const lessOne = memoryView(
      { user: files },
      { disabled: new Set(p.disable.slice(0, -1).map((d) => d.name)), usage: new Map(), badLines: 0 },
    );
    expect(planColdStorage(lessOne, usage, { windowTokens: 100_000 }).disable).toHaveLength(1);
    expect(p.enabledAfter).toBe(p.enabledBefore - p.disable.length);
  });

  it('nothing to disable when everything fits', () => {
    const view = memoryView({ user: { 'a/SKILL.md': skillMd('a', 'A.') } });
    const p = planColdStorage(view, new Map());
    expect(p.disable).toEqual([]);
    expect(p.fits).toBe(true);
  });

  it('without a window, budgets are those of the default 200,000-token window (as check uses)', () => {
    const view = memoryView({ user: { 'a/SKILL.md': skillMd('a', 'A.') } });
    const p = planColdStorage(view, new Map());
    expect(p.windowTokens).toBe(200_000);
    expect(p.hosts.find((h) => h.host === 'codex')).toMatchObject({ unit: 'tokens', budget: 4000 });
  });
});
