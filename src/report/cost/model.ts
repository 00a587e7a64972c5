/** What every `cost` renderer gets: the result and where it came from. */
import type { UnreadHidden } from '../../skills/model.js';
import type { CostResult } from '../../cost/run.js';

export interface CostReport {
  readonly dir: string;
  /** The query file as given, or null (ideal requests, one per skill). */
  readonly queriesFile: string | null;
  readonly result: CostResult;
  /** SKILL.md files in hidden folders the loader did not enter (`SkillSet.unreadHidden`); absent when none. */
  readonly unreadHidden?: UnreadHidden | undefined;
}
