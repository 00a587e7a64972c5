/**
 * The options every access command takes and its sources, in a module light to import:
 * `skillscope mcp` reads them before it answers initialize, while access.ts (which re-exports
 * them) loads the config schema, and with it every rule of the checker.
 */
import { STATE_FOLDER } from '../access/state.js';
import { parseSources, type Source } from '../access/view.js';
import { CONFIG_FILE_NAME } from '../config/name.js';
import { DISCOVERY_OPTIONS, LAYOUT_OPTIONS } from './discovery-options.js';
import { UsageError } from './errors.js';
import type { CliIo } from './io.js';
import { defineOptions } from './options.js';

/** The options every access command takes: its sources, the state folder, how they are read, --json. */
export const ACCESS_OPTIONS = defineOptions({
  source: {
    kind: 'multiple',
    placeholder: 'L=DIR',
    help: "a source of skills with its label, repeatable, in precedence order (a later source's skill overrides an earlier one of the same name); a plain DIR is the source 'user' (then 'user-2', …)",
  },
  state: {
    kind: 'string',
    placeholder: 'DIR',
    help: 'state folder (cold storage, selection log); default {default}/ under the first writable source',
    default: STATE_FOLDER,
  },
  layout: LAYOUT_OPTIONS.layout,
  ...DISCOVERY_OPTIONS,
  'no-follow-skill-links': {
    ...DISCOVERY_OPTIONS['no-follow-skill-links'],
    help: 'do not follow symlinks to skill folders outside a DIR',
  },
  config: {
    kind: 'string',
    placeholder: 'FILE',
    help: `config whose 'ignore' applies (default: ${CONFIG_FILE_NAME} in each DIR or the nearest folder above it up to the repository root)`,
  },
  json: { kind: 'boolean', help: 'one JSON document on stdout (errors too: {"error": {"code", …}})' },
});

export function accessSources(
  io: Pick<CliIo, 'cwd'>,
  values: { readonly source?: string[] | undefined },
  dirs: readonly string[],
  command: string,
): Source[] {
  const sources = parseSources(values.source ?? [], dirs, io.cwd);
  if (sources.length === 0) throw new UsageError(`${command}: missing DIR (see skillscope ${command} --help)`);
  return sources;
}
