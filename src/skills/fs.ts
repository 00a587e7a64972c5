/**
 * The loader's only door to the disk (publint-style virtual filesystem). `nodeFs` reads the real
 * disk; `memoryFs` serves tests and embedders (browser, tarball) from a plain object. Paths are
 * POSIX-style strings; the loader joins them with '/'.
 */
import * as nodeFsModule from 'node:fs';
import path from 'node:path';
import type { GuardFs, OpenedFile, OpenRequest, SpecialKind } from '../base/guard.js';
import { fdRealPath, readUpTo } from './fd.js';

type FsEntryKind = 'file' | 'dir' | 'symlink' | 'other';

export interface FsEntry {
  readonly name: string;
  /** Kind of the entry itself (a symlink is reported as 'symlink', not followed). */
  readonly kind: FsEntryKind;
  /**
   * True when the name on disk is not valid UTF-8: `name` then shows the bytes as U+FFFD and
   * cannot be used to open the entry, so the walk reports it instead of failing with "no such file".
   */
  readonly invalidName?: true;
}

export interface FsStat {
  /** Kind after following symlinks. */
  readonly kind: 'file' | 'dir' | 'other';
  readonly size: number;
  /** For kind 'other': FIFO, device or socket (the path guard names it in its finding). */
  readonly special?: SpecialKind;
}

/** The loader's door to the disk; every file it opens is checked first by the path guard (src/base/guard.ts). */
export interface Fs extends GuardFs {
  /** Entries of a folder, in any order. Throws when the folder cannot be read. */
  readdir(dir: string): FsEntry[];
  /** Follows symlinks. Throws when the target does not exist. */
  stat(p: string): FsStat;
  /** Canonical path with symlinks resolved (used to keep walks inside the root and find loops). */
  realpath(p: string): string;
  /** The text a symlink holds, unresolved (a broken link's finding says where it points). Optional: a filesystem without it names no target. */
  readlink?(p: string): string;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const lossy = new TextDecoder('utf-8');

function specialKind(s: nodeFsModule.Stats): SpecialKind {
  if (s.isFIFO()) return 'fifo';
  if (s.isCharacterDevice()) return 'char-device';
  if (s.isBlockDevice()) return 'block-device';
  if (s.isSocket()) return 'socket';
  return 'other';
}

function statOf(s: nodeFsModule.Stats): FsStat {
  if (s.isDirectory()) return { kind: 'dir', size: s.size };
  if (s.isFile()) return { kind: 'file', size: s.size };
  return { kind: 'other', size: s.size, special: specialKind(s) };
}

const { O_RDONLY, O_NONBLOCK, O_NOFOLLOW, O_NOCTTY } = nodeFsModule.constants;

/**
 * Opens read-only and non-blocking (a FIFO swapped in after the stat returns at once instead of
 * waiting for a writer; it is then refused on its fstat, never read), never as a controlling
 * terminal, and with O_NOFOLLOW when the last component must not be a link.
 */
function openNoBlock(file: string, request: OpenRequest): number {
  const flags = O_RDONLY | O_NONBLOCK | (O_NOCTTY ?? 0) | (request.noFollow ? (O_NOFOLLOW ?? 0) : 0);
  try {
    return nodeFsModule.openSync(file, flags);
  } catch (err) {
    // O_NOFOLLOW on a link fails with ELOOP; tell a planted link apart from a real loop.
    if (request.noFollow && (err as NodeJS.ErrnoException).code === 'ELOOP' && isLink(file)) {
      throw Object.assign(new Error(`symbolic link: '${file}'`), { code: 'ESYMLINK' });
    }
    throw err;
  }
}

function isLink(file: string): boolean {
  try {
    return nodeFsModule.lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

function entryKind(d: nodeFsModule.Dirent | nodeFsModule.Dirent<Buffer>): FsEntryKind {
  return d.isSymbolicLink() ? 'symlink' : d.isDirectory() ? 'dir' : d.isFile() ? 'file' : 'other';
}

/** A listing with the names read as bytes, each decoded strictly; a name that is not UTF-8 is marked. */
function listBytes(dir: string): FsEntry[] {
  return nodeFsModule.readdirSync(dir, { withFileTypes: true, encoding: 'buffer' }).map((d) => {
    const kind = entryKind(d);
    const raw = d.name as unknown as Uint8Array;
    try {
      return { name: utf8.decode(raw), kind };
    } catch {
      return { name: lossy.decode(raw), kind, invalidName: true as const };
    }
  });
}

export const nodeFs: Fs = {
  readdir(dir) {
    // Names as strings first: Node decodes a name that is not UTF-8 with U+FFFD in it, so a
    // listing without U+FFFD holds only valid names, decoded as TextDecoder would. Otherwise the
    // folder is listed again with names as bytes: an invalid name would fail later as "no such
    // file"; the walk reports it by name instead. (Bytes for every folder, each name decoded by
    // a TextDecoder, cost ~10 % of the walk at 10,000 real skills.)
    const listed = nodeFsModule.readdirSync(dir, { withFileTypes: true });
    for (const d of listed) if (d.name.includes('\ufffd')) return listBytes(dir);
    const out: FsEntry[] = new Array(listed.length);
    for (let i = 0; i < listed.length; i++) {
      const d = listed[i]!;
      out[i] = { name: d.name, kind: entryKind(d) };
    }
    return out;
  },
  openRead(file, request) {
    // Stat the name first so a device or FIFO we can see is never opened at all (opening some
    // devices has effects). The answer is still decided on the descriptor below: this is only
    // a filter, and a swap after it is caught there.
    // Under noFollow the name itself is looked at (lstat), so a link is refused as a link.
    // A name the caller has just listed as a regular file is not stat-ed again (listedRegular):
    // that listing was the same filter.
    if (request.noFollow || request.listedRegular !== true) {
      const own = request.noFollow ? nodeFsModule.lstatSync(file) : nodeFsModule.statSync(file);
      if (own.isSymbolicLink()) throw Object.assign(new Error(`symbolic link: '${file}'`), { code: 'ESYMLINK' });
      const before = statOf(own);
      if (before.kind !== 'file') return { real: nodeFsModule.realpathSync.native(file), stat: before };
    }
    const fd = openNoBlock(file, request);
    try {
      const st = nodeFsModule.fstatSync(fd);
      const real = fdRealPath(fd, file, st);
      const stat = statOf(st);
      if (stat.kind !== 'file' || stat.size > request.maxBytes) return { real, stat };
      const limit = Math.min(request.maxBytes + 1, request.readBytes ?? Number.POSITIVE_INFINITY);
      return { real, stat, bytes: readUpTo(fd, limit, st.size, request.transient === true) };
    } finally {
      nodeFsModule.closeSync(fd);
    }
  },
  stat(p) {
    return statOf(nodeFsModule.statSync(p));
  },
  realpath(p) {
    // The native realpath(3) is one system call; the JS realpathSync lstat-s every component of
    // the path (a third of the walk's time at 10,000 skills, measured with --cpu-prof).
    return nodeFsModule.realpathSync.native(p);
  },
  readlink(p) {
    return nodeFsModule.readlinkSync(p, 'utf8');
  },
};

/**
 * An in-memory filesystem rooted at '/'. Keys are paths relative to '/', values file contents;
 * folders are implied by the paths. A value `{ symlink: 'target' }` makes a symlink (target
 * relative to the link's folder, or absolute); `{ special: 'fifo' }` a FIFO, device or socket.
 */
export type MemoryEntry = string | Uint8Array | { readonly symlink: string } | { readonly special: SpecialKind };

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
  const notFound = (p: string): Error =>
    Object.assign(new Error(`ENOENT: no such file or directory, '${p}'`), { code: 'ENOENT' });
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
  /** The entry itself at `abs`, its folder's links followed but not its own (lstat's view). */
  const ownNode = (abs: string) =>
    nodes.get(path.posix.join(resolveLinks(path.posix.dirname(abs)), path.posix.basename(abs)));
  const statOf = (real: string): FsStat => {
    const node = nodes.get(real);
    if (node === undefined) throw notFound(real);
    if (node === 'dir') return { kind: 'dir', size: 0 };
    if (typeof node === 'string') return { kind: 'file', size: encoder.encode(node).length };
    if (typeof node === 'object' && 'special' in node) return { kind: 'other', size: 0, special: node.special };
    return { kind: 'file', size: (node as Uint8Array).length };
  };
  return {
    readdir(dir) {
      const real = resolveLinks(dir);
      if (nodes.get(real) !== 'dir') throw notFound(dir);
      const prefix = real === '/' ? '/' : `${real}/`;
      const out: FsEntry[] = [];
      for (const [p, node] of nodes) {
        if (p === real || !p.startsWith(prefix) || p.slice(prefix.length).includes('/')) continue;
        const kind: FsEntryKind =
          node === 'dir'
            ? 'dir'
            : typeof node === 'object' && 'symlink' in node
              ? 'symlink'
              : typeof node === 'object' && 'special' in node
                ? 'other'
                : 'file';
        out.push({ name: p.slice(prefix.length), kind });
      }
      return out;
    },
    openRead(file, request): OpenedFile {
      if (request.noFollow) {
        const abs = path.posix.resolve('/', file);
        const own = ownNode(abs);
        if (typeof own === 'object' && 'symlink' in own)
          throw Object.assign(new Error(`symbolic link: '${file}'`), { code: 'ESYMLINK' });
      }
      const real = resolveLinks(file);
      const stat = statOf(real);
      const node = nodes.get(real);
      if (stat.kind !== 'file' || stat.size > request.maxBytes) return { real, stat };
      return { real, stat, bytes: typeof node === 'string' ? encoder.encode(node) : (node as Uint8Array) };
    },
    stat: (p) => statOf(resolveLinks(p)),
    realpath(p) {
      return resolveLinks(p);
    },
    readlink(p) {
      const node = ownNode(path.posix.resolve('/', p));
      if (typeof node === 'object' && 'symlink' in node) return node.symlink;
      throw Object.assign(new Error(`not a symbolic link: '${p}'`), { code: 'EINVAL' });
    },
  };
}
