/** Renderers of `check` results, one per format; each returns a string and does nothing else. */
import type { CheckReportInput } from './input.js';
import { renderCheckGithub } from './github.js';
import { renderCheckJson } from './json.js';
import { renderCheckSarif } from './sarif.js';
import { renderCheckText } from './text.js';

export type CheckFormat = 'text' | 'json' | 'github' | 'sarif';

export const CHECK_FORMATS = ['text', 'json', 'github', 'sarif'] as const satisfies readonly CheckFormat[];

/** How the terminal shows a report: colour, `--verbose`, and the width to wrap at (undefined: none). */
export interface CheckDisplay {
  readonly color: boolean;
  readonly verbose: boolean;
  readonly width: number | undefined;
}

export const CHECK_RENDERERS = {
  text: (input, display) => renderCheckText(input, display),
  json: (input) => renderCheckJson(input),
  github: (input) => renderCheckGithub(input),
  sarif: (input) => renderCheckSarif(input),
} as const satisfies Record<CheckFormat, (input: CheckReportInput, display: CheckDisplay) => string>;

export { renderCheckGithub, renderCheckJson, renderCheckSarif, renderCheckText };
export type { CheckReportInput, FixRecord, FixSkip } from './input.js';
