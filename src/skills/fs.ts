/**
 * The loader's only door to the disk (publint-style virtual filesystem). `nodeFs` reads the real
 * disk; `memoryFs` serves tests and embedders (browser, tarball) from a plain object. Paths are
 * POSIX-style strings; the loader joins them with '/'.
 */
import * as nodeFsModule from 'node:fs';
import path from 'node:path';

export type FsEntryKind = 'file' | 'dir' | 'symlink' | 'other';

export interface FsEntry {
  readonly name: string;
  /** Kind of the entry itself (a symlink is reported as 'symlink', not followed). */
  readonly kind: FsEntryKind;
}

export interface FsStat {
  /** Kind after following symlinks. */
  readonly kind: 'file' | 'dir' | 'other';
  readonly size: number;
}

export interface Fs {
  /** Entries of a folder, in any order. Throws when the folder cannot be read. */
  readdir(dir: string): FsEntry[];
  readFile(file: string): Uint8Array;
  /** Follows symlinks. Throws when the target does not exist. */
  stat(p: string): FsStat;
  /** Canonical path with symlinks resolved (used to keep walks inside the root and find loops). */
  realpath(p: string): string;
}

export const nodeFs: Fs = {
  readdir(dir) {
    return nodeFsModule.readdirSync(dir, { withFileTypes: true }).map((d) => ({
      name: d.name,
      kind: d.isSymbolicLink() ? 'symlink' : d.isDirectory() ? 'dir' : d.isFile() ? 'file' : 'other',
    }));
  },
  readFile(file) {
    return nodeFsModule.readFileSync(file);
  },
  stat(p) {
    const s = nodeFsModule.statSync(p);
    return { kind: s.isDirectory() ? 'dir' : s.isFile() ? 'file' : 'other', size: s.size };
  },
  realpath(p) {
    return nodeFsModule.realpathSync(p);
  },
};

/**
 * An in-memory filesystem rooted at '/'. Keys are paths relative to '/', values file contents;
 * folders are implied by the paths. A value `{ symlink: 'target' }` makes a symlink (target
 * relative to the link's folder, or absolute).
 */
export type MemoryEntry = string | Uint8Array | { readonly symlink: string };

export function memoryFs(files: Readonly<Record<string, MemoryEntry>>): Fs {
  const encoder = new TextEncoder();
  const nodes = new Map<string, MemoryEntry | 'dir'>([['/', 'dir']]);
  for (const [rel, content] of Object.entries(files)) {
    const full = path.posix.resolve('/', rel);
    nodes.set(full, content);
    for (let dir = path.posix.dirname(full); ; dir = path.posix.dirname(dir)) {
      if (!nodes.has(dir)) nodes.set(dir, 'dir');
      if (dir === '/') break;
    }
  }
  const notFound = (p: string): Error => Object.assign(new Error(`ENOENT: no such file or directory, '${p}'`), { code: 'ENOENT' });
  const resolveLinks = (p: string, hops = 0): string => {
    if (hops > 40) throw Object.assign(new Error(`ELOOP: too many symbolic links, '${p}'`), { code: 'ELOOP' });
    // Resolve each component so links inside the path are followed too.
    const parts = path.posix.resolve('/', p).split('/').filter(Boolean);
    let cur = '/';
    for (const part of parts) {
      cur = path.posix.join(cur, part);
      const node = nodes.get(cur);
      if (node === undefined) throw notFound(p);
      if (typeof node === 'object' && 'symlink' in node) {
        cur = resolveLinks(path.posix.resolve(path.posix.dirname(cur), node.symlink), hops + 1);
      }
    }
    return cur;
  };
  return {
    readdir(dir) {
      const real = resolveLinks(dir);
      if (nodes.get(real) !== 'dir') throw notFound(dir);
      const prefix = real === '/' ? '/' : `${real}/`;
      const out: FsEntry[] = [];
      for (const [p, node] of nodes) {
        if (p === real || !p.startsWith(prefix) || p.slice(prefix.length).includes('/')) continue;
        const kind: FsEntryKind = node === 'dir' ? 'dir' : typeof node === 'object' && 'symlink' in node ? 'symlink' : 'file';
        out.push({ name: p.slice(prefix.length), kind });
      }
      return out;
    },
    readFile(file) {
      const node = nodes.get(resolveLinks(file));
      if (node === undefined || node === 'dir' || (typeof node === 'object' && 'symlink' in node)) throw notFound(file);
      return typeof node === 'string' ? encoder.encode(node) : node;
    },
    stat(p) {
      const node = nodes.get(resolveLinks(p));
      if (node === undefined) throw notFound(p);
      if (node === 'dir') return { kind: 'dir', size: 0 };
      if (typeof node === 'string') return { kind: 'file', size: encoder.encode(node).length };
      return { kind: 'file', size: (node as Uint8Array).length };
    },
    realpath(p) {
      return resolveLinks(p);
    },
  };
}
