/**
 * `mcp --watch` over a real folder: a SKILL.md replaced by rename (an editor's atomic save,
 * `sed -i`, `git checkout`) or by unlink-then-create is still seen afterwards, new skill folders
 * are armed, `skillscope disable` run as another process notifies, and when the system refuses
 * watches (ENOSPC, the inotify limit — provoked through the watch function, not by exhausting the
 * shared machine's limit) the watcher warns once and polls.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSession, parseSources, type AccessSession } from '../../src/access/index.js';
import { watchSources, type WatchOptions } from '../../src/mcp/index.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { skillMd, tempTree } from '../access/helpers.js';

const BIN = path.join(REPO_ROOT, 'dist', 'cli', 'main.js');

interface Watched {
  readonly root: string;
  readonly state: string;
  readonly session: AccessSession;
  readonly warnings: string[];
  /** Resolves at the next change notification (fails after 10 s). */
  nextChange(): Promise<void>;
  description(name: string): string | undefined;
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function watched(options: WatchOptions = {}): Watched {
  const root = tempTree({
    'alpha/SKILL.md': skillMd('alpha', 'Alpha one.'),
    'beta/SKILL.md': skillMd('beta', 'Beta one.'),
  });
  const state = mkdtempSync(path.join(tmpdir(), 'skillscope-watch-state-'));
  const session = createSession(parseSources([], [root], '/'), { dir: state, tried: [state] });
  const warnings: string[] = [];
  const waiters: (() => void)[] = [];
  stops.push(
    watchSources(
      session,
      () => waiters.splice(0).forEach((w) => w()),
      (m) => warnings.push(m),
      { debounceMs: 50, ...options },
    ),
  );
  return {
    root,
    state,
    session,
    warnings,
    nextChange: () =>
      new Promise<void>((resolve, reject) => {
        const t = setTimeout(() => reject(new Error('no change notification within 10 s')), 10_000);
        waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      }),
    description: (name) => session.view().byName.get(name)?.skill.description,
  };
}

/** Write to a temp file beside the target, then rename it over the target. */
function atomicWrite(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

describe('mcp --watch', () => {
  it('keeps seeing a SKILL.md after it was replaced by rename', async () => {
    const w = watched();
    const file = path.join(w.root, 'alpha', 'SKILL.md');
    let changed = w.nextChange();
    atomicWrite(file, skillMd('alpha', 'Alpha two.'));
    await changed;
    expect(w.description('alpha')).toBe('Alpha two.');
    changed = w.nextChange();
    writeFileSync(file, skillMd('alpha', 'Alpha three.'));
    await changed;
    expect(w.description('alpha')).toBe('Alpha three.');
    changed = w.nextChange();
    atomicWrite(file, skillMd('alpha', 'Alpha four.'));
    await changed;
    expect(w.description('alpha')).toBe('Alpha four.');
  }, 30_000);

  it('keeps seeing a SKILL.md after unlink-then-create, and arms a new skill folder', async () => {
    const w = watched();
    const file = path.join(w.root, 'beta', 'SKILL.md');
    let changed = w.nextChange();
    unlinkSync(file);
    writeFileSync(file, skillMd('beta', 'Beta two.'));
    await changed;
    expect(w.description('beta')).toBe('Beta two.');
    changed = w.nextChange();
    writeFileSync(file, skillMd('beta', 'Beta three.'));
    await changed;
    expect(w.description('beta')).toBe('Beta three.');
    changed = w.nextChange();
    mkdirSync(path.join(w.root, 'gamma'));
    writeFileSync(path.join(w.root, 'gamma', 'SKILL.md'), skillMd('gamma', 'Gamma one.'));
    await changed;
    expect(w.description('gamma')).toBe('Gamma one.');
    changed = w.nextChange();
    atomicWrite(path.join(w.root, 'gamma', 'SKILL.md'), skillMd('gamma', 'Gamma two.'));
    await changed;
    expect(w.description('gamma')).toBe('Gamma two.');
  }, 30_000);

  it('notifies when skillscope disable runs in another process', async () => {
    const w = watched();
    const changed = w.nextChange();
    const r = spawnSync(process.execPath, [BIN, 'disable', w.root, 'alpha', '--state', w.state], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    await changed;
    expect(w.session.view().byName.get('alpha')?.enabled).toBe(false);
  }, 30_000);

  it('warns once and polls when the system refuses more watches (ENOSPC)', async () => {
    const refuse = (): never => {
      throw Object.assign(new Error('ENOSPC: System limit for number of file watchers reached'), { code: 'ENOSPC' });
    };
    const w = watched({ watchFolder: refuse, pollMs: 100 });
    expect(w.warnings).toHaveLength(1);
    const changed = w.nextChange();
    atomicWrite(path.join(w.root, 'alpha', 'SKILL.md'), skillMd('alpha', 'Alpha polled.'));
    await changed;
    expect(w.description('alpha')).toBe('Alpha polled.');
    const again = w.nextChange();
    atomicWrite(path.join(w.root, 'alpha', 'SKILL.md'), skillMd('alpha', 'Alpha polled again.'));
    await again;
    expect(w.description('alpha')).toBe('Alpha polled again.');
    expect(w.warnings).toHaveLength(1);
  }, 30_000);
});
