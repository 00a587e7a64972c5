/**
 * The key reference of docs/config.md, rendered from the one declaration (schema.ts) so the
 * page cannot list a key the parser refuses or miss one it accepts. `npm run gen:docs` writes it
 * between the page's `<!-- keys:begin -->` / `<!-- keys:end -->` markers; a test fails when the
 * committed page is stale.
 */
import type { JsonSchema } from './fields.js';
import { CONFIG_KEYS } from './schema.js';

/** A short type for the table: `whole number 1–100000000`, `list of strings`, `one of: a, b`. */
function typeText(s: JsonSchema): string {
  const any = s['anyOf'] as JsonSchema[] | undefined;
  // One value or a list of such values (`hosts`): say it once.
  if (any?.length === 2 && any[1]?.['type'] === 'array' && any[1]['items'] === any[0])
    return `${typeText(any[0]!)}; or a list of them`;
  if (any !== undefined) return any.map(typeText).join(', or ');
  if (Array.isArray(s['enum'])) return `one of ${(s['enum'] as string[]).map((v) => `\`${v}\``).join(', ')}`;
  switch (s['type']) {
    case 'integer':
      return `whole number ${String(s['minimum'])}–${String(s['maximum'])}`;
    case 'number':
      return s['exclusiveMinimum'] !== undefined
        ? `number > ${String(s['exclusiveMinimum'])} and ≤ ${String(s['maximum'])}`
        : `number ${String(s['minimum'])}–${String(s['maximum'])}`;
    case 'string':
      return 'string';
    case 'array':
      return `list of ${typeText(s['items'] as JsonSchema)}${s['minItems'] === 1 ? ' (at least one)' : ''}`;
    case 'object':
      return 'object';
    default:
      return 'value';
  }
}

/** Table cells hold `|` only escaped. */
const cell = (text: string): string => text.replace(/\|/g, '\\|');

function table(rows: readonly (readonly [string, JsonSchema])[]): string[] {
  return [
    '| Key | Type | Meaning |',
    '| --- | --- | --- |',
    ...rows.map(([k, s]) => `| \`${k}\` | ${cell(typeText(s))} | ${cell(String(s['description'] ?? ''))} |`),
  ];
}

export function renderConfigKeysDoc(): string {
  const keys = Object.entries(CONFIG_KEYS).map(([k, v]) => [k, v.field.schema] as const);
  const budgets = CONFIG_KEYS.budgets.field.schema['properties'] as Record<string, JsonSchema>;
  const price = (CONFIG_KEYS.prices.field.schema['additionalProperties'] as JsonSchema)['properties'] as Record<
    string,
    JsonSchema
  >;
  const lines = [
    ...table(keys),
    '',
    '### `budgets`',
    '',
    ...table(Object.entries(budgets)),
    '',
    '### `prices`',
    '',
    'Each entry is `NAME: { … }` with these keys (`in` and `out` required):',
    '',
    ...table(Object.entries(price)),
    '',
    '### `rules`',
    '',
    '`CODE: severity`, severity one of `error`, `warn` (or `warning`), `info`, `off`. The codes and what each rule checks: `skillscope rules` or [rules.md](rules.md).',
  ];
  return `${lines.join('\n')}\n`;
}
