/**
 * `--format` for every command: the human format is called `text` everywhere (`table` is kept
 * as an alias, the name five commands used for it), `--json` is `--format json`, and an
 * unknown name is one line listing the choices with a suggestion.
 */
import { didYouMean } from '../base/suggest.js';
import { UsageError } from './errors.js';
import { choiceList, type OptionSpec } from './options.js';

/** Other spellings accepted for a format name → the name. */
const FORMAT_ALIASES: Readonly<Record<string, string>> = { table: 'text' };

/**
 * The format `values` ask for among `choices` (the first is the default); `hint` adds a word
 * for a near miss that a plain suggestion would not give (check's `markdown`).
 */
export function formatChoice<F extends string>(
  values: { format?: string | undefined; json?: boolean | undefined },
  choices: readonly F[],
  hint?: (format: string) => string | undefined,
): F {
  const asked = values.json === true ? 'json' : (values.format ?? choices[0]!);
  const format = Object.prototype.hasOwnProperty.call(FORMAT_ALIASES, asked) ? FORMAT_ALIASES[asked]! : asked;
  if ((choices as readonly string[]).includes(format)) return format as F;
  throw new UsageError(
    `--format must be ${choiceList(choices)}, got '${asked}'${hint?.(asked) ?? didYouMean(asked, choices)}`,
  );
}

/**
 * The declaration of a `--format` option over `choices` (the first is the default): its help
 * names each choice, with a few words from `about` (e.g. `github: 'workflow annotations'`),
 * and says that `table` is another name for `text`.
 */
export function formatSpec(choices: readonly string[], about: Readonly<Record<string, string>> = {}): OptionSpec {
  const named = choices.map((c, i) => {
    const words = [...(i === 0 ? ['default'] : []), ...(c === 'text' ? ['"table" also works'] : [])];
    const note = about[c] ?? (words.length > 0 ? words.join('; ') : undefined);
    return note === undefined ? c : `${c} (${i === 0 && about[c] !== undefined ? `default; ${note}` : note})`;
  });
  return { kind: 'string', placeholder: 'F', help: choiceList(named), choices };
}
