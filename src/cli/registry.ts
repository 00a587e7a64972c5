/**
 * Every command the binary knows, with what the top-level help says of it: its usage and one
 * summary line (one source: `TOP_HELP` is generated from this table, so it cannot disagree
 * with the commands). Modules load lazily, so `tokens count` does not pay for the routing
 * analyzers; this file imports no command.
 */
import type { Command } from './command.js';

/** Where the top-level help lists a command. */
export type CommandGroup = 'main' | 'access';

export interface CommandEntry {
  readonly group: CommandGroup;
  /**
   * The top-level help's lines for the command: a usage (the start of a Usage line of its own
   * help, which test/cli/help.test.ts checks) and a summary.
   */
  readonly listing: readonly { readonly usage: string; readonly summary: string }[];
  readonly load: () => Promise<Command>;
}

export const COMMANDS = {
  tokens: {
    group: 'main',
    listing: [
      { usage: 'tokens verify', summary: 'check our tokenizer against pinned reference vectors' },
      { usage: 'tokens count [FILE… | -]', summary: 'count tokens, bytes, code points of files or stdin' },
    ],
    load: async () => (await import('./commands/tokens.js')).tokensCommand,
  },
  audit: {
    group: 'main',
    listing: [{ usage: 'audit DIR', summary: 'three-tier context cost of a skill directory' }],
    load: async () => (await import('./commands/audit.js')).auditCommand,
  },
  diff: {
    group: 'main',
    listing: [{ usage: 'diff BASE.json HEAD.json', summary: 'token-budget change between two audit --json runs' }],
    load: async () => (await import('./commands/diff.js')).diffCommand,
  },
  check: {
    group: 'main',
    listing: [{ usage: 'check [DIR…]', summary: 'CI gate: spec, budgets, listing caps, quality rules' }],
    load: async () => (await import('./commands/check.js')).checkCommand,
  },
  hook: {
    group: 'main',
    listing: [
      { usage: 'hook check [DIR…]', summary: 'pre-commit: check skill collections of changed files' },
      { usage: 'hook audit-budget', summary: 'pre-commit: fail if the catalog outgrew its snapshot' },
    ],
    load: async () => (await import('./commands/hook.js')).hookCommand,
  },
  rules: {
    group: 'main',
    listing: [{ usage: 'rules [CODE|NAME…]', summary: 'check rules and audit codes, with docs (offline)' }],
    load: async () => (await import('./commands/rules.js')).rulesCommand,
  },
  route: {
    group: 'main',
    listing: [{ usage: 'route DIR "request"', summary: 'rank the skills a lexical router picks for a request' }],
    load: async () => (await import('./commands/route.js')).routeCommand,
  },
  bench: {
    group: 'main',
    listing: [{ usage: 'bench DIR --queries FILE', summary: 'offline routing benchmark with statistics' }],
    load: async () => (await import('./commands/bench.js')).benchCommand,
  },
  cost: {
    group: 'main',
    listing: [{ usage: 'cost DIR', summary: 'tokens, calls, window fit and dollars per strategy' }],
    load: async () => (await import('./commands/cost.js')).costCommand,
  },
  hosts: {
    group: 'main',
    listing: [{ usage: 'hosts DIR', summary: "each host's view: skills seen, listed, cut, dropped" }],
    load: async () => (await import('./commands/hosts.js')).hostsCommand,
  },
  suggest: {
    group: 'main',
    listing: [{ usage: 'suggest DIR', summary: 'words to add to descriptions so requests route there' }],
    load: async () => (await import('./commands/suggest.js')).suggestCommand,
  },
  report: {
    group: 'main',
    listing: [{ usage: 'report DIR', summary: 'one self-contained HTML page: audit, check, bench' }],
    load: async () => (await import('./commands/report.js')).reportCommand,
  },
  queries: {
    group: 'main',
    listing: [{ usage: 'queries convert IN', summary: 'convert a query set between trigger-eval formats' }],
    load: async () => (await import('./commands/queries.js')).queriesCommand,
  },
  catalog: {
    group: 'access',
    listing: [{ usage: 'catalog DIR…', summary: 'bounded catalog of enabled skills, or a host listing' }],
    load: async () => (await import('./commands/catalog.js')).catalogCommand,
  },
  discover: {
    group: 'access',
    listing: [{ usage: 'discover DIR… QUERY', summary: 'page through skills whose name/description has QUERY' }],
    load: async () => (await import('./commands/discover.js')).discoverCommand,
  },
  load: {
    group: 'access',
    listing: [{ usage: 'load DIR… NAME', summary: 'print a skill (or --resource FILE), typed errors' }],
    load: async () => (await import('./commands/load.js')).loadCommand,
  },
  search: {
    group: 'access',
    listing: [{ usage: 'search DIR…', summary: 'search metadata: --all/--any terms, refs, evidence' }],
    load: async () => (await import('./commands/search.js')).searchCommand,
  },
  inspect: {
    group: 'access',
    listing: [{ usage: 'inspect DIR… REF…', summary: 'full metadata of up to 5 candidates, never the body' }],
    load: async () => (await import('./commands/inspect.js')).inspectCommand,
  },
  select: {
    group: 'access',
    listing: [{ usage: 'select DIR… REF', summary: 'record the chosen candidate; print its SKILL.md path' }],
    load: async () => (await import('./commands/select.js')).selectCommand,
  },
  // enable and disable share one line of the top-level help.
  enable: {
    group: 'access',
    listing: [{ usage: 'enable|disable DIR NAME…', summary: 'cold storage: out of the catalog, still findable' }],
    load: async () => (await import('./commands/state.js')).enableCommand,
  },
  disable: {
    group: 'access',
    listing: [],
    load: async () => (await import('./commands/state.js')).disableCommand,
  },
  plan: {
    group: 'access',
    listing: [{ usage: 'plan DIR…', summary: 'which skills to disable so every host listing fits' }],
    load: async () => (await import('./commands/plan.js')).planCommand,
  },
  mcp: {
    group: 'access',
    listing: [{ usage: 'mcp DIR…', summary: 'serve skills over MCP (stdio): resources and tools' }],
    load: async () => (await import('./commands/mcp.js')).mcpCommand,
  },
} satisfies Record<string, CommandEntry>;

export type CommandName = keyof typeof COMMANDS;

export const COMMAND_NAMES = Object.keys(COMMANDS) as CommandName[];

export function isCommandName(name: string): name is CommandName {
  return Object.prototype.hasOwnProperty.call(COMMANDS, name);
}
