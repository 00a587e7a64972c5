/**
 * Help text is part of the interface: the top-level help and every command's and sub-command's
 * `--help`, checked word for word against test/cli/help/*.txt (`npx vitest run test/cli/help.test.ts -u`
 * rewrites them after an intended change; review the diff). Beside the verbatim texts: the top-level
 * help's usages are where each command's own Usage lines start, and each help's Options block
 * is the one its declarations generate.
 */
import { describe, expect, it } from 'vitest';
import { HELP_WIDTH, optionHelpText, optionsHelp } from '../../src/cli/options.js';
import { COMMAND_NAMES, COMMANDS, type CommandEntry } from '../../src/cli/registry.js';
import { displayWidth } from '../../src/report/table-draw.js';
import { runCli } from '../helpers/cli.js';

const withoutVersion = (text: string): string => text.replace(/skillscope \d+\.\d+\.\d+\S*/, 'skillscope X.Y.Z');

/** The sub-commands the top-level help names (`tokens verify`, `hook audit-budget`, `queries convert`). */
const SUBCOMMANDS = COMMAND_NAMES.flatMap((name) =>
  (COMMANDS[name] as CommandEntry).listing
    .map((l) => l.usage.split(' '))
    .filter((words) => words[0] === name && /^[a-z][a-z-]*$/.test(words[1] ?? ''))
    .map((words) => [name, words[1] as string]),
);

/** The `skillscope …` lines of a help's Usage block. */
function usageLines(help: string): string[] {
  const block = /^Usage: ([^\n]*(?:\n {7}[^\n]*)*)/m.exec(help)?.[1] ?? '';
  return block.split('\n').map((l) => l.trim().replace(/^skillscope /, ''));
}

describe('help', () => {
  it('top-level help', async () => {
    const r = await runCli(['--help']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    await expect(withoutVersion(r.stdout)).toMatchFileSnapshot('help/top.txt');
  });

  it('no arguments prints the help and exits 2', async () => {
    const r = await runCli([]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe((await runCli(['--help'])).stdout);
  });

  it('names every command and sub-command', () => {
    expect(SUBCOMMANDS).toEqual([
      ['tokens', 'verify'],
      ['tokens', 'count'],
      ['hook', 'check'],
      ['hook', 'audit-budget'],
      ['queries', 'convert'],
    ]);
  });

  for (const args of [...COMMAND_NAMES.map((n) => [n]), ...SUBCOMMANDS]) {
    it(`skillscope ${args.join(' ')} --help`, async () => {
      const r = await runCli([...args, '--help']);
      expect(r.code).toBe(0);
      expect(r.stderr).toBe('');
      await expect(r.stdout).toMatchFileSnapshot(`help/${args.join('-')}.txt`);
    });
  }

  // An 80-column terminal shows every help without wrapping a line mid-word; the registry
  // lists every command and sub-command, so a new one is checked without naming it here.
  for (const args of [[], ...COMMAND_NAMES.map((n) => [n]), ...SUBCOMMANDS]) {
    it(`skillscope ${[...args, '--help'].join(' ')}: every line fits ${HELP_WIDTH} columns`, async () => {
      const { stdout } = await runCli([...args, '--help']);
      const wide = stdout.split('\n').filter((line) => displayWidth(line) > HELP_WIDTH);
      expect(wide).toEqual([]);
    });
  }

  it.each(COMMAND_NAMES)("%s: the top-level help's usage starts one of its Usage lines", async (name) => {
    const help = (await COMMANDS[name].load()).help;
    const lines = usageLines(help);
    for (const { usage } of (COMMANDS[name] as CommandEntry).listing) {
      // `enable|disable DIR NAME…` is the usage of each of the two.
      const forThis = usage.replace(/^[a-z]+(?:\|[a-z]+)+/, name);
      expect(
        lines.some((l) => l === forThis || l.startsWith(`${forThis} `)),
        `${forThis} in ${lines.join(' / ')}`,
      ).toBe(true);
    }
  });

  it.each(COMMAND_NAMES)('%s: the Options block is the one its declarations generate', async (name) => {
    const command = await COMMANDS[name].load();
    expect(command.help).toContain(`Options:\n${optionsHelp(command.options)}\n`);
  });

  it.each(COMMAND_NAMES)('%s: every declared choice is named in its help line', async (name) => {
    const { options } = await COMMANDS[name].load();
    for (const [flag, spec] of Object.entries(options))
      for (const choice of spec.choices ?? []) expect(optionHelpText(spec), `--${flag}`).toContain(choice);
  });
});
