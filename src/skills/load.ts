/**
 * Finds the skills under a root and reads them into the model — the skill layer does IO only
 * here and in the stream it collects (stream.ts), and only through the `Fs` interface.
 * Everything it cannot read becomes a LoadProblem; it throws only when the root itself is
 * unusable (UsageError).
 *
 * Walk rules: see walk.ts (what is followed, what is refused). Every file is opened through the
 * path guard (src/base/guard.ts): inside its bound after resolving links, a regular file, capped.
 * What is read of each skill is what the caller needs (needs.ts); by default everything.
 */
import { requireOptions, requireString } from '../base/api.js';
import { nodeFs, type Fs } from './fs.js';
import type { Skill, SkillSet } from './model.js';
import { openSkills, type StreamOptions } from './stream.js';
export { RESOURCE_MAX_DEPTH, SKIPPED_FOLDERS } from './walk-state.js';
export {
  DEFAULT_MAX_DEPTH,
  MAX_READ_BYTES,
  MAX_SKILL_MD_BYTES,
  FLAT_LAYOUT_IGNORED,
  isCollectionDocument,
} from './limits.js';
export { openSkills } from './stream.js';
export type { LayoutOption, SkillStream, StreamOptions } from './stream.js';

export interface LoadOptions extends StreamOptions {
  /** Called after each skill is read: (done, total). For progress indicators. */
  readonly onProgress?: (done: number, total: number) => void;
}

export function loadSkills(root: string, options: LoadOptions = {}, fs: Fs = nodeFs): SkillSet {
  requireString('loadSkills', 'root', root);
  requireOptions('loadSkills', options, 'LoadOptions { layout, maxDepth, needs, … }');
  // Every skill is kept, so identical resource files may share their text (stream.ts).
  const stream = openSkills(root, { ...options, shareIdenticalText: options.shareIdenticalText ?? true }, fs);
  const skills: Skill[] = [];
  for (const skill of stream.skills()) {
    skills.push(skill);
    options.onProgress?.(skills.length, stream.total);
  }
  const rest = stream.finish();
  return { root, layout: stream.layout, skills, ...rest, loaded: stream.loaded };
}
