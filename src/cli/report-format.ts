/** --format text|json|markdown and --json: the report formats, in a module light to import. */
import { defineOptions } from './options.js';
import { formatChoice, formatSpec } from './format.js';

/** The formats of audit, route, bench, cost and suggest. */
export const REPORT_FORMATS = ['text', 'json', 'markdown'] as const;

/** --json, the shorthand of `--format json` in every command with a --format. */
export const JSON_OPTION = defineOptions({
  json: { kind: 'boolean', help: 'same as --format json: one JSON document on stdout' },
});

/** --format text|json|markdown and --json, for audit, route, bench, cost and suggest. */
export const REPORT_FORMAT_OPTIONS = defineOptions({
  format: formatSpec(REPORT_FORMATS),
  ...JSON_OPTION,
});

/** --format text|json|markdown (`table` is an alias of text), with --json as its shorthand. */
export function formatOption(values: {
  format?: string | undefined;
  json?: boolean | undefined;
}): (typeof REPORT_FORMATS)[number] {
  return formatChoice(values, REPORT_FORMATS);
}
