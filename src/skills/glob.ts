/**
 * `ignore` globs (config key `ignore`, option `--ignore`): root-relative, '/'-separated paths.
 * `*` matches within one path segment, `**` any number of segments, `?` one character; a glob
 * without '/' matches a name at any depth (like .gitignore); a match on a folder skips everything
 * below it. Written here (a dozen lines) instead of adding a dependency for it.
 */
import { trimEndOf } from '../base/trim.js';

/** A predicate for root-relative paths; no globs → always false. */
export function globMatcher(globs: readonly string[]): (rel: string) => boolean {
  if (globs.length === 0) return () => false;
  const regexes = globs.map(globToRegExp);
  return (rel) => regexes.some((r) => r.test(rel));
}

export function globToRegExp(glob: string): RegExp {
  let g = trimEndOf(glob.replace(/\\/g, '/').replace(/^\.\//, ''), '/');
  const anywhere = !g.includes('/');
  if (g.startsWith('/')) g = g.slice(1);
  let out = '';
  for (let i = 0; i < g.length; i++) {
    const c = g[i]!;
    if (c === '*' && g[i + 1] === '*') {
      // `**/` = zero or more folders; a trailing `**` = everything below.
      if (g[i + 2] === '/') {
        out += '(?:[^/]*/)*';
        i += 2;
      } else {
        out += '.*';
        i += 1;
      }
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else out += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${anywhere ? '(?:.*/)?' : ''}${out}$`);
}
