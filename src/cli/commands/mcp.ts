/** `skillscope mcp DIR…`: serve the skills over MCP on stdio (Skills Extension resources + tools). */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createSession, DEFAULT_CATALOG_BUDGET_BYTES, DEFAULT_MAX_DESCRIPTION, locateState } from '../../access/index.js';
import { createSkillServer, mcpCatalogOptions, watchSources } from '../../mcp/index.js';
import path from 'node:path';
import { ACCESS_OPTIONS, ACCESS_OPTIONS_HELP, accessLoadOptions, accessSources, noteViewUnreadHidden } from '../access.js';
import { intOption, parseCommandArgs } from '../args.js';
import type { Command } from '../command.js';
import { UsageError } from '../errors.js';
import { VERSION } from '../help.js';

const HELP = `Usage: skillscope mcp DIR… [options]

Serves the skills to an MCP client over standard input/output (Model Context Protocol,
Skills Extension io.modelcontextprotocol/skills): every skill file is a resource
skill://<name>/<path>; resources/list lists each enabled skill's SKILL.md; the bounded
catalog is the resource skillscope://catalog and part of the server instructions. Tools:
discover_skills, load_skill, search_skills, inspect_skills, select_skill — their schemas
never list skill names; errors are tool errors with the codes of the CLI. Writes nothing
but the selection log (select_skill).

Options:
  --watch             reload when a file under a source changes; a new revision sends
                      notifications/resources/list_changed
  --budget-bytes N    catalog entry budget in bytes (default ${DEFAULT_CATALOG_BUDGET_BYTES})
  --max-description N catalog description cut in code points (default ${DEFAULT_MAX_DESCRIPTION})
${ACCESS_OPTIONS_HELP.split('\n').filter((l) => !l.includes('--json')).join('\n')}
  -h, --help          this help

Exit codes: 0 when the client closes the connection, 2 bad option or unreadable DIR.

Examples:
  skillscope mcp ./skills --watch
  claude mcp add skills -- npx skillscope mcp /path/to/skills
`;

export const mcpCommand: Command = {
  summary: 'serve the skills over MCP on stdio',
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseCommandArgs(argv, { ...ACCESS_OPTIONS, watch: { type: 'boolean' }, 'budget-bytes': { type: 'string' }, 'max-description': { type: 'string' } }, 'mcp');
    if (values.json === true) throw new UsageError('mcp: --json does not apply (the protocol is JSON-RPC)');
    if (io.stdio === undefined) throw new UsageError('mcp: needs the process standard streams');
    const catalog = mcpCatalogOptions(
      intOption(values['budget-bytes'], '--budget-bytes', DEFAULT_CATALOG_BUDGET_BYTES, 0),
      intOption(values['max-description'], '--max-description', DEFAULT_MAX_DESCRIPTION, 0),
    );
    const sources = accessSources(io, values, positionals, 'mcp');
    const location = locateState(sources, values.state === undefined ? undefined : path.resolve(io.cwd, values.state));
    const session = createSession(sources, location, accessLoadOptions(io, values));
    // The note the other commands print (stderr is the server's log; the tools' results carry it too).
    noteViewUnreadHidden(io, session.view());
    const server = createSkillServer(session, { version: VERSION, catalog });
    const { input, output } = io.stdio();
    const transport = new StdioServerTransport(input, output);
    const closed = new Promise<void>((resolve) => {
      server.onclose = () => resolve();
      input.once('end', () => resolve());
    });
    const stopWatching = values.watch === true
      ? watchSources(
          session,
          () => void server.sendResourceListChanged().catch(() => undefined),
          (message) => io.stderr(`skillscope: warning: ${message}\n`),
        )
      : () => undefined;
    await server.connect(transport);
    io.stderr(`skillscope: serving ${session.view().skills.length} skills over MCP (stdio)${values.watch === true ? ', watching for changes' : ''}\n`);
    await closed;
    stopWatching();
    await server.close().catch(() => undefined);
    return 0;
  },
};
