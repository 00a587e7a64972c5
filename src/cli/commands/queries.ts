/** `skillscope queries convert IN --to FORMAT`: a query set from one trigger-eval format to another. */
import { didYouMean } from '../../base/suggest.js';
import { safeText } from '../../base/escape.js';
import { counted } from '../../base/plural.js';
import { EVAL_FORMATS, type EvalFormat, skillsNamed, writeEvalFile } from '../../routing-bench/index.js';
import { choiceArg, choiceList, defineOptions, helpText, parseOptions } from '../options.js';
import type { Command } from '../command.js';
import { UsageError } from '../errors.js';
import { readQuerySet } from '../query-set.js';

const OPTIONS = defineOptions({
  to: { kind: 'string', placeholder: 'FORMAT', help: choiceList(EVAL_FORMATS), choices: EVAL_FORMATS, required: true },
  skill: {
    kind: 'string',
    placeholder: 'NAME',
    help: "the skill a one-skill format is written about (needed when IN names several); also the skill of IN's files that name none",
  },
});

const HELP = helpText(
  `Usage: skillscope queries convert IN --to FORMAT [--skill NAME]

Converts a query set between the trigger-eval formats that bench, suggest, cost
and report --queries read, and prints it on stdout. IN is a file, '-' (standard
input) or a folder whose eval files are read as one set; its format is detected
from the file name and contents.

Formats:
  jsonl               ours: JSON Lines {"id", "query", "expect", "lang", "cue"};
                      keeps everything
  evals-json          the Agent Skills guide's evals/evals.json: {"skill_name",
                      "evals": [{"id", "prompt"}]} (a request the skill must not
                      take: "should_trigger": false)
  trigger-eval        skill-creator's trigger-eval.json:
                      [{"query", "should_trigger"}]
  waza                waza's trigger_tests.yaml: skill, should_trigger_prompts,
                      should_not_trigger_prompts

The last three are about one skill: a request for it should trigger it, every
other request should not (which other skill it was for is not kept; stderr says
how many).`,
  OPTIONS,
  `Exit codes: 0 converted, 2 bad option, unreadable or malformed IN
(FILE:LINE: problem).

Examples:
  skillscope queries convert skills/pdf/evals/trigger-eval.json --to waza
  skillscope queries convert queries.jsonl --to trigger-eval --skill pdf
  skillscope queries convert skills/ --to jsonl
`,
);

async function convert(argv: readonly string[], io: Parameters<Command['run']>[1]): Promise<number> {
  const { values, positionals } = parseOptions(argv, OPTIONS, 'queries convert');
  const input = positionals[0];
  if (input === undefined) throw new UsageError('queries convert: missing IN (see skillscope queries --help)');
  if (positionals.length > 1)
    throw new UsageError(`queries convert: expected one IN, got ${positionals.length} arguments`);
  if (values.to === undefined)
    throw new UsageError(`queries convert: missing --to FORMAT (${EVAL_FORMATS.join(', ')})`);
  const to = choiceArg<typeof OPTIONS, EvalFormat>(OPTIONS, 'to', values.to);
  const read = await readQuerySet(io, input, 'IN', values.skill);
  let skill: string | null = null;
  if (to !== 'jsonl') {
    const named = skillsNamed(read.queries);
    skill = values.skill ?? (named.length === 1 ? (named[0] as string) : null);
    if (skill === null)
      throw new UsageError(
        `--to ${to} is about one skill and '${input}' names ${named.length === 0 ? 'none' : named.length}: pass --skill NAME${named.length > 0 ? ` (${named.slice(0, 5).join(', ')}${named.length > 5 ? ', …' : ''})` : ''}`,
      );
  }
  const out = writeEvalFile(read.queries, to, skill);
  io.stdout(out.text);
  if (out.projected > 0)
    io.stderr(
      `skillscope: note: ${counted(out.projected, 'request')} for another skill or for none written as "should not trigger ${safeText(skill ?? '')}"\n`,
    );
  if (out.labelsDropped > 0)
    io.stderr(
      `skillscope: note: ${to} has no lang or cue field: the labels of ${counted(out.labelsDropped, 'request')} are not written\n`,
    );
  return 0;
}

const SUBCOMMANDS = ['convert'] as const;

export const queriesCommand: Command = {
  help: HELP,
  options: OPTIONS,
  async run(argv, io) {
    const [sub, ...rest] = argv;
    if (sub === 'convert') return convert(rest, io);
    if (sub === undefined) throw new UsageError('queries: missing subcommand (convert; see skillscope queries --help)');
    throw new UsageError(`queries: unknown subcommand '${sub}'${didYouMean(sub, SUBCOMMANDS)} (convert)`);
  },
};
