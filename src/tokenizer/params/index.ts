/**
 * The encoding table. `Record<EncodingName, …>` makes a missing encoding a compile error.
 */
import type { EncodingName } from '../types.js';
import type { EncodingParams } from './types.js';
import { r50kBase } from './r50k_base.js';
import { p50kBase } from './p50k_base.js';
import { cl100kBase } from './cl100k_base.js';
import { o200kBase } from './o200k_base.js';

export type { EncodingParams, SplitterName } from './types.js';

export const ENCODING_PARAMS = {
  r50k_base: r50kBase,
  p50k_base: p50kBase,
  cl100k_base: cl100kBase,
  o200k_base: o200kBase,
} as const satisfies Record<EncodingName, EncodingParams>;
