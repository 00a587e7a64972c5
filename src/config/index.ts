/**
 * The project config (`skillscope.config.json`): one declaration (schema.ts) read by the parser,
 * the shipped JSON Schema and docs/config.md, and one `resolveOptions(config, flags)` every
 * command uses. It sits above the engines whose options it names (check, audit, cost, the
 * tokenizer's encodings) and below the faces (cli, mcp, action), which read the file.
 */
export { CONFIG_FILE_NAME, CONFIG_SCHEMA_PATH } from './name.js';
export { parseConfig } from './parse.js';
export { CONFIG_KEYS, HOST_CHOICES, BUDGET_DOCS, type SkillscopeConfig } from './schema.js';
export {
  resolveOptions,
  resolveEncodings,
  parseHosts,
  parseSeverity,
  type OptionFlags,
  type ResolvedOptions,
} from './resolve.js';
export { CONFIG_JSON_SCHEMA, configJsonSchemaText } from './json-schema.js';
export { blankJsonComments } from './jsonc.js';
