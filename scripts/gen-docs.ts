/**
 * Writes every generated document: the config's JSON Schema and the key reference of
 * docs/config.md (both from src/config/schema.ts), and the options table of each
 * docs/commands/<command>.md (from the commands' option declarations). Run: npm run gen:docs. The test
 * test/config/generated.test.ts fails when a committed file differs from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedDocs } from './generated-docs.js';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const doc of await generatedDocs(root, (file) => readFileSync(file, 'utf8'))) {
  if (doc.current === doc.text) continue;
  writeFileSync(doc.file, doc.text);
  process.stdout.write(`wrote ${doc.file}\n`);
}
