/**
 * Where a finding points, as the renderers show it. Findings carry paths relative to the
 * checked directory; annotations (GitHub, SARIF, the terminal) need them relative to where the
 * command ran, so the directory is put in front. `file: ''` is the directory itself and
 * `line: 0` the whole file: those get no position.
 */
import path from 'node:path';

export function displayPath(dir: string, file: string): string {
  const base = dir.replace(/\\/g, '/');
  const joined = file === '' ? base : path.posix.join(base, file);
  return path.posix.normalize(joined).replace(/\/$/, '') || '.';
}

export function hasPosition(line: number): boolean {
  return line > 0;
}
