/**
 * The dictionaries shipped with the tool: the ONLY module of the route floor that touches the
 * file system. The data sits in data/, beside src/ and dist/, so the same relative path works
 * from the sources and from the build. Checking the bytes is compact.ts's (pure).
 */
import { readFileSync } from 'node:fs';

/** The bytes of `data/<name>`. */
export function readDictionaryFile(name: string): Uint8Array {
  return readFileSync(new URL(`../../../data/${name}`, import.meta.url));
}
