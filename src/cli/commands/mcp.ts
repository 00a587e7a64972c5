/** `skillscope mcp DIR…`: serve the skills over MCP on stdio (Skills Extension resources + tools). */
import { counted } from '../../base/plural.js';
// Only what the answer to `initialize` needs is imported up front; the SDK, the server and its
// tools are imported after that answer is written (mcp/initialize.ts says why).
import { buildCatalog, DEFAULT_CATALOG_BUDGET_BYTES, DEFAULT_MAX_DESCRIPTION } from '../../access/catalog.js';
import { openSession, type SearchIndexer } from '../../access/open-session.js';
import { locateState } from '../../access/store.js';
import type { Source } from '../../access/view.js';
import { readFirstLine } from '../../mcp/first-line.js';
import { quickInitializeReply } from '../../mcp/initialize.js';
import { mcpCatalogOptions, serverInstructions } from '../../mcp/instructions.js';
import type { LeftOutSkill } from '../../mcp/extension.js';
import { safeText } from '../../base/escape.js';
import path from 'node:path';
import type { SessionOptions } from '../../access/open-session.js';
import { CONFIG_FILE_NAME } from '../../config/name.js';
import { ACCESS_OPTIONS, accessSources } from '../access-options.js';
import { layoutOption } from '../discovery-options.js';
import { configFileNear } from '../project-file.js';
import { defineOptions, helpText, intArg, parseOptions } from '../options.js';
import type { Command } from '../command.js';
import { UsageError } from '../errors.js';
import { VERSION } from '../../base/version.js';

const OPTIONS = defineOptions({
  watch: {
    kind: 'boolean',
    help: 'reload when a file under a source or the state changes (also a file replaced by rename, or skillscope disable in another shell); a new revision sends notifications/resources/list_changed. Polls when the system will not watch more folders (inotify limit)',
  },
  'budget-bytes': {
    kind: 'string',
    placeholder: 'N',
    help: 'catalog entry budget in bytes',
    default: DEFAULT_CATALOG_BUDGET_BYTES,
    min: 0,
  },
  'max-description': {
    kind: 'string',
    placeholder: 'N',
    help: 'catalog description cut in code points',
    default: DEFAULT_MAX_DESCRIPTION,
    min: 0,
  },
  ...ACCESS_OPTIONS,
  // Refused with its own line: the protocol is JSON-RPC.
  json: { ...ACCESS_OPTIONS.json, hidden: true },
});

const HELP = helpText(
  `Usage: skillscope mcp DIR… [options]

Serves the skills to an MCP client over standard input/output (Model Context
Protocol, Skills Extension io.modelcontextprotocol/skills: skills/list,
skills/get, resources/directory/read): every skill file is a resource
skill://<name>/<path>, with the skill's folders as a prefix when several skills
share a name (skill://<folders>/<name>/…); resources/list lists each enabled
skill's SKILL.md; the bounded catalog is the resource skillscope://catalog and
part of the server instructions. Tools: discover_skills, load_skill,
search_skills, inspect_skills, select_skill — their schemas never list skill
names; errors are tool errors with the codes of the CLI. Writes nothing but the
selection log (select_skill).`,
  OPTIONS,
  `Exit codes: 0 when the client closes the connection, 2 bad option or
unreadable DIR.

Examples:
  skillscope mcp ./skills --watch
  claude mcp add skills -- npx skillscope mcp /path/to/skills
`,
);

/** Names shown in the left-out note per reason. */
const LEFT_OUT_NAMES_SHOWN = 5;

/**
 * How long the server waits, after its input ended, for the requests already read to be
 * answered, ms (then it closes anyway). Default 10,000: every tool is a local read or search.
 */
const EOF_DRAIN_MS = 10_000;

/** Resolves after MS; the timer does not keep the process alive on its own. */
function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** One stderr line per reason for the skills skills/list and skills/get leave out (they stay resources). */
function noteLeftOut(io: { stderr(text: string): void }, leftOut: readonly LeftOutSkill[]): void {
  const byReason = new Map<string, string[]>();
  for (const s of leftOut) byReason.set(s.reason, [...(byReason.get(s.reason) ?? []), s.name]);
  for (const [reason, names] of byReason) {
    const shown = names
      .slice(0, LEFT_OUT_NAMES_SHOWN)
      .map((n) => `'${safeText(n)}'`)
      .join(', ');
    const more = names.length > LEFT_OUT_NAMES_SHOWN ? ` and ${names.length - LEFT_OUT_NAMES_SHOWN} more` : '';
    io.stderr(
      `skillscope: note: ${counted(names.length, 'skill', { grouping: false })} left out of skills/list (${reason}): ${shown}${more}\n`,
    );
  }
}

/**
 * How the sources are read, as every access command reads them (access.ts `accessLoadOptions`);
 * with no config file near any source and no --config, the config modules are not loaded (their
 * schema loads every rule of the checker, ~100 ms before the first answer) and `ignore` is the
 * flags' — what resolveOptions gives for an empty config.
 */
async function loadOptions(
  io: Parameters<Command['run']>[1],
  values: {
    config?: string | undefined;
    layout?: string | undefined;
    ignore?: string[] | undefined;
    'no-follow-skill-links'?: boolean | undefined;
  },
  sources: readonly Source[],
): Promise<SessionOptions> {
  if (values.config !== undefined || sources.some((s) => configFileNear(io.cwd, s.dir, CONFIG_FILE_NAME)))
    return (await import('../access.js')).accessLoadOptions(io, values);
  const ignore = values.ignore ?? [];
  return {
    layout: layoutOption(values.layout),
    ignore: () => ignore,
    followSkillLinks: values['no-follow-skill-links'] !== true,
  };
}

export const mcpCommand: Command = {
  help: HELP,
  options: OPTIONS,
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, OPTIONS, 'mcp');
    if (values.json === true) throw new UsageError('mcp: --json does not apply (the protocol is JSON-RPC)');
    if (io.stdio === undefined) throw new UsageError('mcp: needs the process standard streams');
    const catalog = mcpCatalogOptions(
      intArg(OPTIONS, 'budget-bytes', values['budget-bytes']),
      intArg(OPTIONS, 'max-description', values['max-description']),
    );
    const sources = accessSources(io, values, positionals, 'mcp');
    const location = locateState(sources, values.state === undefined ? undefined : path.resolve(io.cwd, values.state));
    // Nothing but what the catalog needs is read before `initialize` is answered (access/open-session.ts).
    // The search modules (the analyzers) load with the server, after the answer: until then no
    // tool can run, so nothing asks for the index.
    let indexer: SearchIndexer | undefined;
    const session = openSession(
      sources,
      location,
      { ...(await loadOptions(io, values, sources)), catalogFirst: true },
      (v) => {
        if (indexer === undefined) throw new Error('mcp: the search index was asked for before its modules loaded');
        return indexer(v);
      },
    );
    const view = session.catalogView();
    const { input, output } = io.stdio();
    // Watching starts now, so a change made while the SDK loads is not missed; the server that
    // sends the notification exists once it has loaded.
    let notifyChanged = (): void => undefined;
    const stopWatching =
      values.watch === true
        ? (await import('../../mcp/watch.js')).watchSources(
            session,
            () => notifyChanged(),
            (message) => io.stderr(`skillscope: warning: ${safeText(message)}\n`),
          )
        : () => undefined;
    const ended = new Promise<void>((resolve) => input.once('end', () => resolve()));
    // The client's first line: an initialize is answered here, before the SDK is loaded.
    const first = await readFirstLine(input);
    const reply =
      first.line === null
        ? null
        : quickInitializeReply(first.line, serverInstructions(buildCatalog(view, catalog)), VERSION);
    if (reply !== null) output.write(reply);
    const { createSkillServer, leftOutSkills, LineTransport, MAX_MESSAGE_BYTES, servedIndexOf } = await import(
      '../../mcp/index.js'
    );
    const { noteViewUnreadHidden } = await import('../access.js');
    indexer = (await import('../../access/search.js')).buildSearchIndex;
    const server = createSkillServer(session, {
      version: VERSION,
      catalog,
      // The notes the other commands print (stderr is the server's log; the tools' results carry them too).
      afterInitialize: () => {
        noteViewUnreadHidden(io, session.view());
        noteLeftOut(io, leftOutSkills(servedIndexOf(session)));
      },
      ...(reply !== null ? { initialized: JSON.parse(first.line as string) as unknown } : {}),
    });
    const transport = new LineTransport(input, output, MAX_MESSAGE_BYTES, reply !== null ? first.rest : first.read);
    notifyChanged = () => void server.sendResourceListChanged().catch(() => undefined);
    await server.connect(transport);
    // On the end of input, close once the requests already read are answered (or after
    // EOF_DRAIN_MS): the input may have ended while the SDK loaded, before it read them.
    const closed = new Promise<void>((resolve) => {
      server.onclose = () => resolve();
      void ended.then(() => Promise.race([transport.whenIdle(), delay(EOF_DRAIN_MS)])).then(resolve);
    });
    io.stderr(
      `skillscope: serving ${view.skills.length} skills over MCP (stdio)${values.watch === true ? ', watching for changes' : ''}\n`,
    );
    await closed;
    stopWatching();
    await server.close().catch(() => undefined);
    return 0;
  },
};
