/**
 * The generated files are what `npm run gen:docs` writes now: the config's JSON Schema, the
 * key reference of docs/config.md and the options table of every docs/commands page. A change
 * to the config's or an option's declaration without regenerating fails here, with the command
 * that fixes it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedDocs } from '../../scripts/generated-docs.js';
import { REPO_ROOT } from '../helpers/cli.js';

const docs = await generatedDocs(REPO_ROOT, (f) => readFileSync(f, 'utf8'));

describe('generated documents', () => {
  for (const doc of docs) {
    it(`${doc.file.slice(REPO_ROOT.length + 1)} is up to date (npm run gen:docs)`, () => {
      expect(doc.current, `run npm run gen:docs`).toBe(doc.text);
    });
  }
});
