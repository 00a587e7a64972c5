/** The top-level help text, checked word for word in test/cli/help.test.ts. */
import { VERSION } from '../base/version.js';

export const TOP_HELP = `skillscope ${VERSION} — measure, gate and benchmark Agent Skills directories

Usage: skillscope <command> [options]

Commands:
  tokens verify          check our tokenizer against pinned reference vectors
  tokens count [FILE…]   count tokens, bytes and code points of files or stdin (-)
  audit DIR              three-tier context cost of a skill directory
  diff BASE HEAD         token-budget change between two audit --json runs
  check [DIR…]           CI gate: spec, budgets, host listing limits, quality rules
  hook SUB               pre-commit entries: changed skill collections, growth
  rules [CODE]           the check rules, or one rule's doc (offline docs/rules.md)
  route DIR "request"    rank the skills a lexical router would pick for one request
  bench DIR --queries F  offline routing benchmark with statistics
  cost DIR               tokens, calls, window fit and dollars per loading strategy
  hosts DIR              every host's view: skills seen, listed, cut and dropped
  suggest DIR            words to add to descriptions so requests route to them
  report DIR             one self-contained HTML page of audit, check and bench
  queries convert IN     convert a query set between trigger-eval formats

Skill access for agents (several DIRs = sources in precedence order):
  catalog DIR…           the bounded catalog of enabled skills, or a host listing
  discover DIR… QUERY    page through skills whose name or description contains QUERY
  load DIR… NAME         print a skill (or --resource FILE of it), typed errors
  search DIR…            search skill metadata: --all/--any terms, refs, evidence
  inspect DIR… REF…      full metadata of up to 5 search candidates, never the body
  select DIR… REF        record the choice of a candidate; prints its SKILL.md path
  enable|disable DIR N…  cold storage: out of the catalog, still findable
  plan DIR…              which skills to disable so every host listing fits
  mcp DIR…               serve the skills over MCP (stdio): resources and tools

Run 'skillscope <command> --help' for a command's options.
Exit codes: 0 ok, 1 findings (check errors, verify mismatches), 2 usage or IO error.
`;
