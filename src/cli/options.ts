/**
 * One declaration per command-line option. A command (or a group of options several commands
 * share) declares each option once — name, alias, kind, placeholder, default, range, choices,
 * one help line — and everything else is derived from that table: the `parseArgs` config
 * (`parseOptions`), the `Options:` block of `--help` (`optionsHelp`), the options table of
 * docs/commands/<command>.md (`optionsDoc`, written by `npm run gen:docs`), and the parsing of
 * numbers and choices (`intArg`, `numberArg`, `choiceArg`), so the help, the docs and the
 * checks cannot disagree about a default or a range.
 */
import { didYouMean } from '../base/suggest.js';
import { intOption, numberOption, parseCommandArgs, type ParsedCommandArgs } from './args.js';
import { displayWidth } from '../report/table-draw.js';
import { UsageError } from './errors.js';

/** How an option takes its value: a string, a flag, or a string that may be given several times. */
type OptionKind = 'string' | 'boolean' | 'multiple';

export interface OptionSpec {
  readonly kind: OptionKind;
  /** One-letter alias (`-x`). */
  readonly short?: string;
  /** What the value is called in help and docs (`N`, `FILE`, `DIR`, `E[,E…]`); string kinds only. */
  readonly placeholder?: string;
  /**
   * The help text, one sentence or phrase. `{default}`, `{min}` and `{max}` are replaced by the
   * declared values; a declared default the text does not place is appended as `(default X)`.
   * A line break starts a new line in `--help` (lines indented with spaces keep that indent when
   * they wrap); the docs table joins the lines.
   */
  readonly help: string;
  /** The default, taken from the named constant the code uses (never a literal here). */
  readonly default?: string | number | readonly string[];
  /** Inclusive range of a number option, checked by intArg / numberArg and shown with {min}/{max}. */
  readonly min?: number;
  readonly max?: number;
  /** The accepted values, checked by choiceArg; each must appear in the help text (a test checks). */
  readonly choices?: readonly string[];
  /**
   * Parsed but left out of help and docs: an option kept only to refuse it with a better line
   * than "unknown option" (mcp's --json).
   */
  readonly hidden?: boolean;
  /** Words the docs table adds after the help text (a link to the page that says more). */
  readonly docs?: string;
  /** The command cannot run without it (`requireOptions` checks; the help says "(required)"). */
  readonly required?: boolean;
}

export type OptionTable = Readonly<Record<string, OptionSpec>>;

/** Keeps a table's literal kinds (for the parsed values' types) while checking its shape. */
export function defineOptions<const T extends OptionTable>(table: T): T {
  return table;
}

/** The parseArgs config of a table. */
export type ParseConfigOf<T extends OptionTable> = {
  -readonly [K in keyof T]: T[K] extends { readonly kind: 'boolean' }
    ? { type: 'boolean'; short?: string }
    : T[K] extends { readonly kind: 'multiple' }
      ? { type: 'string'; multiple: true; short?: string }
      : { type: 'string'; short?: string };
};

export function parseConfig<T extends OptionTable>(table: T): ParseConfigOf<T> {
  const config: Record<string, { type: 'string' | 'boolean'; multiple?: true; short?: string }> = {};
  for (const [name, spec] of Object.entries(table)) {
    config[name] = {
      type: spec.kind === 'boolean' ? 'boolean' : 'string',
      ...(spec.kind === 'multiple' ? { multiple: true as const } : {}),
      ...(spec.short !== undefined ? { short: spec.short } : {}),
    };
  }
  return config as ParseConfigOf<T>;
}

/** parseCommandArgs over a declared table: unknown options and missing values are one UsageError line. */
export function parseOptions<T extends OptionTable>(
  argv: readonly string[],
  table: T,
  command: string,
): ParsedCommandArgs<ParseConfigOf<T>> {
  return parseCommandArgs(argv, parseConfig(table), command);
}

function declared(table: OptionTable, name: string): OptionSpec {
  const spec = table[name];
  if (spec === undefined) throw new Error(`option --${name} is not declared`);
  return spec;
}

function numericDefault(name: string, spec: OptionSpec): number {
  if (typeof spec.default !== 'number') throw new Error(`option --${name} declares no number default`);
  return spec.default;
}

/** How a number option's text is read: args.ts's intOption or numberOption. */
type NumberParser = typeof numberOption;

/** VALUE read by PARSE within --NAME's declared range; its declared default when absent. */
function declaredNumber<T extends OptionTable>(
  parse: NumberParser,
  table: T,
  name: keyof T & string,
  value: string | undefined,
): number {
  const spec = declared(table, name);
  return parse(value, `--${name}`, numericDefault(name, spec), spec.min, spec.max);
}

/** VALUE read by PARSE within --NAME's declared range; undefined when absent. */
function optionalDeclaredNumber<T extends OptionTable>(
  parse: NumberParser,
  table: T,
  name: keyof T & string,
  value: string | undefined,
): number | undefined {
  if (value === undefined) return undefined;
  const spec = declared(table, name);
  return parse(value, `--${name}`, 0, spec.min, spec.max);
}

/** A whole-number option within its declared range; its declared default when absent. */
export function intArg<T extends OptionTable>(table: T, name: keyof T & string, value: string | undefined): number {
  return declaredNumber(intOption, table, name, value);
}

/** A whole-number option within its declared range; undefined when absent (the config or the library decides). */
export function optionalIntArg<T extends OptionTable>(
  table: T,
  name: keyof T & string,
  value: string | undefined,
): number | undefined {
  return optionalDeclaredNumber(intOption, table, name, value);
}

/** A decimal option within its declared range; its declared default when absent. */
export function numberArg<T extends OptionTable>(table: T, name: keyof T & string, value: string | undefined): number {
  return declaredNumber(numberOption, table, name, value);
}

/** A decimal option within its declared range; undefined when absent. */
export function optionalNumberArg<T extends OptionTable>(
  table: T,
  name: keyof T & string,
  value: string | undefined,
): number | undefined {
  return optionalDeclaredNumber(numberOption, table, name, value);
}

/** Every option the table marks required is present, else one usage line naming the first missing. */
export function requireOptions(
  table: OptionTable,
  values: Readonly<Record<string, string | boolean | (string | boolean)[] | undefined>>,
  command: string,
): void {
  for (const [name, spec] of Object.entries(table)) {
    if (spec.required === true && values[name] === undefined)
      throw new UsageError(`${command}: --${name} is required (see skillscope ${command} --help)`);
  }
}

/** "a, b or c". */
export function choiceList(choices: readonly string[]): string {
  return choices.length <= 1 ? choices.join('') : `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;
}

/**
 * One of the declared choices (aliases map other spellings to a choice); the declared default
 * when absent. An unknown value is one line listing the choices, with a suggestion.
 */
export function choiceArg<T extends OptionTable, C extends string>(
  table: T,
  name: keyof T & string,
  value: string | undefined,
  aliases: Readonly<Record<string, C>> = {},
): C {
  const spec = declared(table, name);
  const choices = (spec.choices ?? []) as readonly C[];
  const asked = value ?? (typeof spec.default === 'string' ? spec.default : undefined);
  if (asked === undefined) throw new Error(`option --${name} declares no default choice`);
  // An alias may be listed among the choices (documented), and still means its target.
  if (Object.prototype.hasOwnProperty.call(aliases, asked)) return aliases[asked] as C;
  if ((choices as readonly string[]).includes(asked)) return asked as C;
  throw new UsageError(
    `--${name} must be ${choiceList(choices)}, got '${asked}'${didYouMean(asked, [...choices, ...Object.keys(aliases)])}`,
  );
}

/**
 * Total width of a help line, in terminal columns: 80, the default width of a terminal window
 * (xterm, macOS Terminal, Windows console), so `--help` never wraps mid-word there. The
 * hand-written parts of each help keep to it too (test/cli/help.test.ts checks every line).
 */
export const HELP_WIDTH = 80;
/** Column where an option's help starts; a longer label takes a line of its own. */
const HELP_COLUMN = 22;
const INDENT = '  ';

/** `-x, --name P` as help and docs show it. */
function optionLabel(name: string, spec: Pick<OptionSpec, 'short' | 'placeholder' | 'kind'>): string {
  const long = `--${name}${spec.kind !== 'boolean' && spec.placeholder !== undefined ? ` ${spec.placeholder}` : ''}`;
  return spec.short === undefined ? long : `-${spec.short}, ${long}`;
}

function valueText(value: string | number | readonly string[]): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : value.join(',');
}

/** The help text with its declared values filled in. */
export function optionHelpText(spec: OptionSpec): string {
  let text = spec.help;
  if (spec.default !== undefined) {
    const shown = valueText(spec.default);
    text = text.includes('{default}') ? text.replaceAll('{default}', shown) : `${text} (default ${shown})`;
  }
  if (spec.required === true) text = `${text} (required)`;
  if (spec.min !== undefined) text = text.replaceAll('{min}', String(spec.min));
  if (spec.max !== undefined) text = text.replaceAll('{max}', String(spec.max));
  return text;
}

/**
 * Greedy word wrap of one line to `width` columns; continuation lines keep the line's own indent,
 * and runs of spaces inside a line (a small aligned table) are kept. A table row (its first word
 * followed by two spaces or more) continues under its second column. A word longer than a line
 * (a default list such as `a,b,c`) may break after its commas.
 */
function wrapLine(line: string, width: number): string[] {
  const indent = /^ */.exec(line)?.[0] ?? '';
  const row = /^ *\S+ {2,}(?=\S)/.exec(line)?.[0];
  const hang = row === undefined ? indent : ' '.repeat(displayWidth(row));
  const out: string[] = [];
  let current = '';
  const room = (): number => width - (out.length === 0 ? indent : hang).length;
  const put = (piece: string, gap: string): void => {
    const joined = current === '' ? piece : current + gap + piece;
    if (current !== '' && displayWidth(joined) > room()) {
      out.push((out.length === 0 ? indent : hang) + current);
      current = piece;
    } else current = joined;
  };
  for (const [, gap = '', word = ''] of line.slice(indent.length).matchAll(/( *)(\S+)/g)) {
    if (displayWidth(word) <= room() || !word.includes(',')) put(word, gap);
    else word.split(/(?<=,)/).forEach((part, i) => put(part, i === 0 ? gap : ''));
  }
  out.push((out.length === 0 ? indent : hang) + current);
  return out;
}

/**
 * Wraps a text with line breaks: each line is wrapped on its own. For the generated parts of a
 * help (the Options block, the top-level command list, a list of ids filled into a paragraph).
 */
export function wrapText(text: string, width: number): string[] {
  return text.split('\n').flatMap((line) => wrapLine(line, width));
}

const HELP_ROW = { label: '-h, --help', text: 'this help', docs: undefined };

function rows(table: OptionTable): { label: string; text: string; docs: string | undefined }[] {
  return [
    ...Object.entries(table)
      .filter(([, spec]) => spec.hidden !== true)
      .map(([name, spec]) => ({ label: optionLabel(name, spec), text: optionHelpText(spec), docs: spec.docs })),
    HELP_ROW,
  ];
}

/** The `Options:` block of `--help` (without the heading, no trailing newline): aligned, wrapped at HELP_WIDTH. */
export function optionsHelp(table: OptionTable): string {
  const pad = ' '.repeat(HELP_COLUMN);
  const lines: string[] = [];
  for (const { label, text } of rows(table)) {
    const body = wrapText(text, HELP_WIDTH - HELP_COLUMN);
    const head = INDENT + label;
    if (head.length + 1 > HELP_COLUMN) lines.push(head);
    else lines.push(head.padEnd(HELP_COLUMN) + body.shift());
    for (const line of body) lines.push(pad + line);
  }
  return lines.join('\n');
}

/** The options table of docs/commands/<command>.md (markdown, one row per option, ends with a newline). */
export function optionsDoc(table: OptionTable): string {
  const cell = (s: string): string => s.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|');
  const body = rows(table).map(
    ({ label, text, docs }) => `| \`${cell(label)}\` | ${cell(text)}${docs === undefined ? '' : cell(docs)} |`,
  );
  return ['| option | meaning |', '|---|---|', ...body, ''].join('\n');
}

/**
 * A command's `--help`: `head` (usage and what the command does, no trailing blank line), the
 * generated `Options:` block, then `tail` (exit codes, examples; ends with a newline).
 */
export function helpText(head: string, table: OptionTable, tail: string): string {
  return `${head}\n\nOptions:\n${optionsHelp(table)}\n\n${tail}`;
}
