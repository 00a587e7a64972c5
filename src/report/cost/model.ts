/** What every `cost` renderer gets: the result and where it came from. */
import type { CostResult } from '../../cost/run.js';

export interface CostReport {
  readonly dir: string;
  /** The query file as given, or null (ideal requests, one per skill). */
  readonly queriesFile: string | null;
  readonly result: CostResult;
}
