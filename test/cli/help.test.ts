/** Help text is part of the interface: checked word for word. */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

describe('help', () => {
  it('top-level help lists every command', async () => {
    const r = await runCli(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout.replace(/skillscope \d+\.\d+\.\d+/, 'skillscope X.Y.Z')).toMatchInlineSnapshot(`
      "skillscope X.Y.Z — measure, gate and benchmark Agent Skills directories

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
      "
    `);
  });

  it('no arguments prints the help and exits 2', async () => {
    const r = await runCli([]);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('Usage: skillscope <command> [options]');
  });

  it('audit --help', async () => {
    const r = await runCli(['audit', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatchInlineSnapshot(`
      "Usage: skillscope audit DIR [options]

      The three-tier context cost of a skill directory: the catalog (name + description of
      every skill, always in context), the bodies (SKILL.md, loaded on activation) and the
      resources (read on demand), in exact tokens per encoding.

      Options:
        --encoding E[,E…]   gpt2, r50k_base, p50k_base, cl100k_base, o200k_base (aliases
                            cl100k, o200k); default o200k_base
        --window N          context window in tokens for the "% window" figures (default 200000)
        --body-lines N      body line budget for findings (default 500)
        --body-tokens N     body token budget for findings (default 5000)
        --config FILE       budgets, window and encoding from a check config (default:
                            skillscope.config.json in DIR or the nearest folder above
                            it up to the repository root)
        --layout L          auto (default), dir (folders with SKILL.md) or flat (*.md files)
        --max-depth N       folder levels searched for SKILL.md (default 6)
        --ignore GLOB       skip paths matching GLOB (repeatable; added to the config's ignore)
        --no-follow-skill-links  do not follow symlinks to skill folders outside DIR
        --top N             skills listed in the per-skill table (default 20; 0 = all)
        --format F          text (default; "table" also works), json or markdown
        --json              same as --format json: one JSON document on stdout (with
                            the Claude Code and Codex listings, for a later diff)
        --compare BASE      compare with an earlier 'audit --json' (e.g. from the
                            default branch): prints the budget diff instead (text, json
                            or markdown), see 'skillscope diff --help'
        --fail-on-growth N  with --compare: exit 1 when the catalog grew by more than
                            N tokens, or N% with a % sign
        --claude-settings FILE
                            Claude Code listing settings (default: the nearest
                            .claude/settings.json from DIR up to the repo root)
        --respect-state     audit the enabled skills only: skills in cold storage
                            (skillscope disable) leave the catalog totals and listings
        --state DIR         state folder for --respect-state (default DIR/.skillscope)
        -h, --help          this help

      Exit codes: 0 report written (load problems are listed, not failed — use 'check'),
      1 the catalog grew by more than --fail-on-growth, 2 bad option or unreadable DIR.

      Examples:
        skillscope audit ./skills
        skillscope audit ./skills --encoding gpt2,cl100k,o200k --window 128000
        skillscope audit ./skills --format markdown > audit.md
        skillscope audit ./skills --compare main-audit.json --format markdown
      "
    `);
  });

  it('queries --help', async () => {
    const r = await runCli(['queries', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatchInlineSnapshot(`
      "Usage: skillscope queries convert IN --to FORMAT [--skill NAME]

      Converts a query set between the trigger-eval formats that bench, suggest, cost and
      report --queries read, and prints it on stdout. IN is a file, '-' (standard input) or a
      folder whose eval files are read as one set; its format is detected from the file name
      and contents.

      Formats:
        jsonl               ours: JSON Lines {"id", "query", "expect", "lang", "cue"}; keeps
                            everything
        evals-json          the Agent Skills guide's evals/evals.json: {"skill_name",
                            "evals": [{"id", "prompt"}]} (a request the skill must not take:
                            "should_trigger": false)
        trigger-eval        skill-creator's trigger-eval.json: [{"query", "should_trigger"}]
        waza                waza's trigger_tests.yaml: skill, should_trigger_prompts,
                            should_not_trigger_prompts

      The last three are about one skill: a request for it should trigger it, every other
      request should not (which other skill it was for is not kept; stderr says how many).

      Options:
        --to FORMAT         jsonl, evals-json, trigger-eval or waza (required)
        --skill NAME        the skill a one-skill format is written about (needed when IN names
                            several); also the skill of IN's files that name none
        -h, --help          this help

      Exit codes: 0 converted, 2 bad option, unreadable or malformed IN (FILE:LINE: problem).

      Examples:
        skillscope queries convert skills/pdf/evals/trigger-eval.json --to waza
        skillscope queries convert queries.jsonl --to trigger-eval --skill pdf
        skillscope queries convert skills/ --to jsonl
      "
    `);
  });

  // --host on the listing commands: which hosts' listings each one prints, costs or compares.
  for (const command of ['catalog', 'cost'] as const) {
    it(`${command} --help`, async () => {
      const r = await runCli([command, '--help']);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatchSnapshot();
    });
  }
});
