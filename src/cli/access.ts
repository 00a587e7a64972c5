/**
 * What the access commands (catalog, discover, load, search, inspect, select, enable, disable,
 * plan, mcp) share: the sources (`--source LABEL=DIR` or plain DIRs), the state folder, loading
 * the view, and printing an AccessError the same way everywhere — a JSON document with
 * `error.code` under --json, else one `skillscope: CODE: message` line; exit 1 for a lookup
 * that failed (not found, changed, out of scope), 2 for a bad request.
 */
import path from 'node:path';
// The modules themselves, not access/index.js: `skillscope mcp` loads this file before it answers
// initialize, and the index would load search, plan and audit with it.
import { AccessError, isRequestError } from '../access/errors.js';
import type { SessionOptions } from '../access/session.js';
import { STATE_FOLDER, type AccessState } from '../access/state.js';
import { locateState, readState, type StateLocation } from '../access/store.js';
import { buildView, loadSources, parseSources, type SkillView, type Source } from '../access/view.js';
import { safeText } from '../base/escape.js';
import { readScopeText } from '../report/read-scope.js';
import { wrapLine } from '../report/table.js';
import { EXIT_FINDINGS, EXIT_USAGE, UsageError } from './errors.js';
import { noteUnreadHidden } from './hidden-note.js';
import { sayOnStderr, type CliIo } from './io.js';
import { resolveOptions } from '../config/resolve.js';
import { configBase, loadConfig } from './files.js';
import { defineOptions } from './options.js';
import { discoveryFlags, layoutOption } from './discovery-options.js';
import { ACCESS_OPTIONS, accessSources } from './access-options.js';
export { ACCESS_OPTIONS, accessSources };

/** --state for the commands whose --respect-state reads cold storage (audit, check). */
export const RESPECT_STATE_DIR_OPTION = defineOptions({
  state: {
    kind: 'string',
    placeholder: 'DIR',
    help: `state folder for --respect-state (default DIR/${STATE_FOLDER})`,
  },
});

export interface AccessContext {
  readonly sources: readonly Source[];
  readonly location: StateLocation;
  readonly state: AccessState;
  readonly view: SkillView;
}

export interface AccessValues {
  readonly source?: string[] | undefined;
  readonly state?: string | undefined;
  readonly layout?: string | undefined;
  readonly ignore?: string[] | undefined;
  readonly 'no-follow-skill-links'?: boolean | undefined;
  readonly config?: string | undefined;
}

/**
 * How the access commands and the MCP server read their sources: the same layout, `--ignore`,
 * config `ignore` and `--no-follow-skill-links` as check and audit. Each source gets the ignore
 * of its own config (looked up from it as check does), plus the `--ignore` globs.
 */
export function accessLoadOptions(io: CliIo, values: AccessValues): SessionOptions {
  return {
    layout: layoutOption(values.layout),
    ignore: (source) =>
      resolveOptions(loadConfig(io, values.config, configBase(io, source.dir)), discoveryFlags(values)).discovery
        .ignore,
    followSkillLinks: values['no-follow-skill-links'] !== true,
  };
}

export function openAccess(io: CliIo, values: AccessValues, dirs: readonly string[], command: string): AccessContext {
  const sources = accessSources(io, values, dirs, command);
  const location = locateState(sources, values.state === undefined ? undefined : path.resolve(io.cwd, values.state));
  const state = readState(location);
  const loaded = loadSources(sources, accessLoadOptions(io, values));
  const view = buildView(loaded, state);
  noteViewUnreadHidden(io, view);
  if (view.skills.length === 0)
    throw new UsageError(`${command}: no skills found in ${sources.map((s) => `'${s.dir}'`).join(', ')}`);
  return { sources, location, state, view };
}

/** The hidden-folder note for each source whose view entry has one (a folder that is another source is not noted). */
export function noteViewUnreadHidden(io: CliIo, view: Pick<SkillView, 'sources' | 'unreadHidden'>): void {
  for (const u of view.unreadHidden ?? [])
    noteUnreadHidden(io, view.sources.find((s) => s.label === u.source)?.dir ?? u.source, u);
}

/** The JSON document of an access error (both faces use it). */
function accessErrorJson(err: AccessError): string {
  return `${JSON.stringify({ schemaVersion: 1, error: { code: err.code, message: err.message, ...err.data } }, null, 2)}\n`;
}

/** Runs an access command body; AccessError becomes the documented output and exit code. */
export async function runAccess(io: CliIo, json: boolean, body: () => Promise<number> | number): Promise<number> {
  try {
    return await body();
  } catch (err) {
    if (!(err instanceof AccessError)) throw err;
    if (json) io.stdout(accessErrorJson(err));
    else sayOnStderr(io, `skillscope: ${err.code}: ${safeText(err.message.replace(/\s*\n\s*/g, ' '))}`);
    return isRequestError(err.code) ? EXIT_USAGE : EXIT_FINDINGS;
  }
}

/** `DIR… ARG`: the last positional is the argument, the others are DIRs. */
export function splitLast(
  positionals: readonly string[],
  what: string,
  command: string,
): { dirs: string[]; arg: string } {
  if (positionals.length === 0) throw new UsageError(`${command}: missing ${what} (see skillscope ${command} --help)`);
  return { dirs: positionals.slice(0, -1), arg: positionals[positionals.length - 1] as string };
}

/** A document with what each source read (layout, install units, folders): catalog and discover add it. */
export function withRead<T extends object>(
  doc: T,
  view: Pick<SkillView, 'read'>,
): T & { readonly read: SkillView['read'] } {
  return { ...doc, read: view.read };
}

/**
 * The `read:` line of each source, for text output (one source: no label), wrapped at `width`
 * (terminalWidth) like check's: it is the tool's note, not the listing the model sees.
 */
export function readText(view: Pick<SkillView, 'read'>, width?: number): string {
  const one = view.read.length === 1;
  return view.read
    .map((r) => `${wrapLine(`${one ? '' : `${safeText(r.source)}: `}${readScopeText(r)}`, width)}\n`)
    .join('');
}

export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** The state of one DIR for `audit`/`check --respect-state` (`--state` overrides where it lives). */
export function coldStorageState(io: CliIo, dir: string, stateOption: string | undefined): AccessState {
  const sources = parseSources([], [dir], io.cwd);
  return readState(locateState(sources, stateOption === undefined ? undefined : path.resolve(io.cwd, stateOption)));
}
