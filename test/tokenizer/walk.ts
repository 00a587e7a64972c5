/** Test helper: every text file under a directory (binary files left out), read at test time. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeTextFile } from '../../src/tokenizer/utf8.js';

export function textFilesUnder(root: string): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const text = decodeTextFile(readFileSync(full));
        if (text !== undefined) out.push({ file: path.relative(root, full), text });
      }
    }
  };
  walk(root);
  return out;
}
