/**
 * The JSON Schema of `skillscope.config.json`, rendered from the one declaration (schema.ts).
 * Written to schema/skillscope.config.schema.json by `npm run gen:docs` and shipped in the
 * package, so `"$schema": "./node_modules/skillscope/schema/skillscope.config.schema.json"`
 * gives completion and checking in editors; a test fails when the committed file is stale.
 * Draft-07: the draft editors support best, and every keyword used here is in it.
 */
import { configField } from './schema.js';

export const CONFIG_JSON_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $comment: 'Generated from src/config/schema.ts by `npm run gen:docs`; do not edit.',
  title: 'skillscope.config.json',
  ...configField.schema,
} as const;

/** The schema file's text: two-space JSON and a final newline. */
export function configJsonSchemaText(): string {
  return `${JSON.stringify(CONFIG_JSON_SCHEMA, null, 2)}\n`;
}
