/**
 * `mcp --watch`: reload the skills when a file under a source changes (debounced), and when the
 * content revision moved, send notifications/resources/list_changed. Uses recursive fs.watch
 * (Linux since Node 20, macOS, Windows); the state folder's own writes are ignored.
 */
import { watch, type FSWatcher } from 'node:fs';
import type { AccessSession } from '../access/index.js';

/** Quiet time after the last change before reloading, ms. */
export const WATCH_DEBOUNCE_MS = 150;

export function watchSources(session: AccessSession, onChanged: () => void, onError: (message: string) => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  const fire = (): void => {
    timer = undefined;
    try {
      if (session.reload()) onChanged();
    } catch (err) {
      onError((err as Error).message);
    }
  };
  const watchers: FSWatcher[] = [];
  for (const source of session.sources) {
    try {
      const w = watch(source.abs, { recursive: true }, (_event, file) => {
        if (typeof file === 'string' && file.split(/[\\/]/).includes('.skillscope')) return;
        if (timer !== undefined) clearTimeout(timer);
        timer = setTimeout(fire, WATCH_DEBOUNCE_MS);
      });
      w.on('error', (err) => onError(err.message));
      watchers.push(w);
    } catch (err) {
      onError(`cannot watch '${source.dir}': ${(err as Error).message}`);
    }
  }
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    for (const w of watchers) w.close();
  };
}
