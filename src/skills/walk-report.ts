/**
 * The problems the directory walk (walk.ts) reports about single entries: a name that is not
 * UTF-8, a mis-cased `skill.md`, a SKILL.md or a file that is not a regular file, a folder past
 * the depth limit inside a skill.
 */
import type { SpecialKind } from '../base/guard.js';
import { problem } from './frontmatter.js';
import { type Entry, join, RESOURCE_MAX_DEPTH, type WalkState } from './walk-state.js';

export function reportInvalidName(state: WalkState, childRel: string): void {
  state.problems.push(
    problem('unreadable', childRel, 0, 0, 'name is not valid UTF-8 (shown with U+FFFD): not read; rename it', {
      invalidName: true,
    }),
  );
}

/** A `skill.md` (any other case) where no skill is: hosts look for `SKILL.md` exactly. */
export function reportMisnamed(state: WalkState, rel: string, entries: readonly Entry[]): void {
  const misnamed = entries.find(
    (e) => e.kind === 'file' && e.name.length === 8 && e.name !== 'SKILL.md' && e.name.toLowerCase() === 'skill.md',
  );
  if (misnamed === undefined) return;
  state.problems.push(
    problem(
      'missing-skill-md',
      join(rel, misnamed.name),
      0,
      0,
      `found '${misnamed.name}' but hosts look for 'SKILL.md' (exact case); this folder is not loaded as a skill`,
      {
        found: misnamed.name,
      },
    ),
  );
}

export function reportSkillMdNotRegular(state: WalkState, rel: string, skillMd: Entry): void {
  const kind = skillMd.kind as 'dir' | { readonly special: SpecialKind };
  const what = kind === 'dir' ? 'a folder' : specialWords(kind.special);
  state.problems.push(
    problem(
      'not-regular',
      join(rel, 'SKILL.md'),
      0,
      0,
      `SKILL.md is ${what}, not a regular file: not loaded as a skill`,
      {
        what: kind === 'dir' ? 'folder' : kind.special,
      },
    ),
  );
}

export function reportSpecial(state: WalkState, childRel: string, special: SpecialKind): void {
  state.problems.push(
    problem('not-regular', childRel, 0, 0, `${specialWords(special)}, not a regular file: never opened`, {
      what: special,
    }),
  );
}

export function reportResourceDepth(state: WalkState, childRel: string): void {
  state.problems.push(
    problem(
      'depth-limit',
      childRel,
      0,
      0,
      `not read: more than ${RESOURCE_MAX_DEPTH} folder levels inside the skill (a fixed limit)`,
      { resourceMaxDepth: RESOURCE_MAX_DEPTH },
    ),
  );
}

function specialWords(kind: SpecialKind): string {
  switch (kind) {
    case 'fifo':
      return 'a FIFO (named pipe)';
    case 'char-device':
      return 'a character device';
    case 'block-device':
      return 'a block device';
    case 'socket':
      return 'a socket';
    case 'other':
      return 'a special file';
  }
}
