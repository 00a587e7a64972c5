/**
 * `--format` for every command: the human format is called `text` everywhere (`table` is kept
 * as an alias, the name five commands used for it), `--json` is `--format json`, and an
 * unknown name is one line listing the choices with a suggestion.
 */
import { didYouMean } from '../base/suggest.js';
import { UsageError } from './errors.js';

/** Other spellings accepted for a format name → the name. */
const FORMAT_ALIASES: Readonly<Record<string, string>> = { table: 'text' };

/** "a, b or c". */
function choiceList(choices: readonly string[]): string {
  return choices.length <= 1 ? choices.join('') : `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;
}

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
