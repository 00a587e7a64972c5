/**
 * Writes docs/rules.md from the rule metadata (src/check/rules-doc.ts). Run: npm run gen:rules-doc
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderRulesDoc } from '../src/check/rules-doc.js';

const target = fileURLToPath(new URL('../docs/rules.md', import.meta.url));
writeFileSync(target, renderRulesDoc());
process.stdout.write(`wrote ${target}\n`);
