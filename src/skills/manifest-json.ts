/**
 * Reading a plugin or marketplace manifest (JSON) through the path guard, bounded in size: the
 * install units (units.ts) read every manifest here.
 */
import { readGuarded } from '../base/guard.js';
import type { Fs } from './fs.js';

/** Manifests larger than this are not read (bytes). Default 1 MiB: real ones are a few KiB. */
const MAX_MANIFEST_BYTES = 1024 * 1024;

/** Reads a JSON manifest: the value, null when absent, or an error sentence. */
export function readJson(
  fs: Fs,
  abs: string,
  rootReal: string,
): { readonly value: unknown } | { readonly error: string } | null {
  try {
    if (fs.stat(abs).kind !== 'file') return null;
  } catch {
    return null;
  }
  const read = readGuarded(fs, abs, { within: rootReal, maxBytes: MAX_MANIFEST_BYTES });
  if (!read.ok) return { error: `not read (${read.refusal.reason})` };
  try {
    return { value: JSON.parse(new TextDecoder('utf-8').decode(read.bytes).replace(/^\uFEFF/, '')) as unknown };
  } catch {
    return { error: 'not valid JSON' };
  }
}
