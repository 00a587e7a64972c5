/**
 * `check --format github`: one workflow command per finding, which GitHub Actions turns into
 * annotations on the pull request: `::error file=…,line=…,col=…,title=SK101 name::message`.
 * error → `error`, warn → `warning`, info → `notice`. Property values escape `%`, CR, LF, `:`
 * and `,`; the message escapes `%`, CR and LF (the workflow-command rules). Directory-level
 * findings carry no file; whole-file findings no line. With a baseline only new and worse
 * findings are annotated (the old ones are the debt the team accepted), unless `showExisting`;
 * with `minSeverity` (`--severity`, `--quiet`) only findings that serious. A run that fails only because of
 * `--max-warnings` ends with one `::error` line saying so.
 */
import { escapeTerminal, TEXT_MAX_CHARS } from '../../base/escape.js';
import { atLeast } from '../../check/severity.js';
import type { Severity } from '../../check/types.js';
import type { CheckReportInput } from './input.js';
import { displayPath, hasPosition } from './location.js';
import { failureNote } from './verdict.js';

const COMMAND = { error: 'error', warn: 'warning', info: 'notice' } as const satisfies Record<Severity, string>;

/**
 * A message or property value: first the terminal escape (the Actions log renders ANSI and
 * would act on OSC sequences) of everything but CR and LF, then the workflow-command encoding,
 * which turns `%`, CR and LF into `%25`, `%0D`, `%0A` so nothing can end the command early
 * and line breaks survive as GitHub decodes them.
 */
export function escapeData(text: string): string {
  const safe = text
    .split('\r')
    .map((part) => escapeTerminal(part, { max: TEXT_MAX_CHARS, keepNewlines: true }))
    .join('\r');
  return safe.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function renderCheckGithub(input: CheckReportInput): string {
  const lines: string[] = [];
  for (const f of input.findings) {
    if (f.baseline === 'existing' && !input.showExisting) continue;
    if (input.minSeverity !== undefined && !atLeast(f.severity, input.minSeverity)) continue;
    const props: string[] = [];
    if (f.file !== '') props.push(`file=${escapeProperty(displayPath(input.dir, f.file))}`);
    if (f.file !== '' && hasPosition(f.line)) {
      props.push(`line=${f.line}`);
      if (f.column > 0) props.push(`col=${f.column}`);
    }
    props.push(`title=${escapeProperty(`${f.code} ${f.name}`)}`);
    lines.push(`::${COMMAND[f.severity]} ${props.join(',')}::${escapeData(f.message)}`);
  }
  // A run that fails on the warning count has no error annotation saying so: add one.
  const note = failureNote(input);
  if (note !== null) lines.push(`::error::${escapeData(`skillscope check fails: ${note}`)}`);
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
