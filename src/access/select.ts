/**
 * `select`: the closing step of a search. The caller names a ref, the original
 * request, a confidence and a reason; the choice becomes one audit event in the selection log
 * and the answer is where the skill's SKILL.md is. Validation is pure (`selectionEvent`); the
 * append is `store.appendSelection`.
 */
import path from 'node:path';
import { AccessError } from './errors.js';
import { skillFolder, skillUri, SKILL_FILE } from './load.js';
import { CONFIDENCES, type Confidence, type SelectionEvent } from './state.js';
import { type AccessSkill, type SkillView, unreadHiddenPart, type UnreadHiddenPart } from './view.js';

export interface SelectRequest {
  readonly ref: string;
  readonly query: string;
  readonly confidence: string;
  readonly reason: string;
}

export interface SelectResult extends UnreadHiddenPart {
  readonly schemaVersion: 1;
  readonly kind: 'skill_selection';
  readonly selected: {
    readonly ref: string;
    readonly name: string;
    readonly source: string;
    readonly enabled: boolean;
    /** Absolute path of the SKILL.md (or the flat skill's file). */
    readonly skillMdPath: string;
    readonly uri: string;
  };
  readonly event: SelectionEvent;
}

function isConfidence(v: string): v is Confidence {
  return (CONFIDENCES as readonly string[]).includes(v);
}

/** Checks the request and builds the event; throws REF_NOT_FOUND or INVALID_ARGUMENT. */
export function selectionEvent(
  view: SkillView,
  request: SelectRequest,
  now: Date,
): { skill: AccessSkill; event: SelectionEvent } {
  const skill = view.byRef.get(request.ref);
  if (skill === undefined)
    throw new AccessError(
      'REF_NOT_FOUND',
      `unknown ref ${request.ref}: search again (refs change when a skill moves)`,
      { refs: [request.ref] },
    );
  if (!isConfidence(request.confidence)) {
    throw new AccessError(
      'INVALID_ARGUMENT',
      `confidence must be ${CONFIDENCES.join(', ')}, got '${request.confidence}'`,
      { argument: 'confidence', value: request.confidence },
    );
  }
  for (const key of ['query', 'reason'] as const) {
    if (request[key].trim() === '')
      throw new AccessError(
        'INVALID_ARGUMENT',
        `${key} must not be blank: the selection log records why a skill was chosen`,
        { argument: key },
      );
  }
  return {
    skill,
    event: {
      schemaVersion: 1,
      time: now.toISOString(),
      ref: skill.ref,
      name: skill.name,
      source: skill.source,
      query: request.query,
      confidence: request.confidence,
      reason: request.reason,
    },
  };
}

/** `view`: the view the skill came from, whose unread hidden skills the result reports. */
export function selectionResult(
  skill: AccessSkill,
  event: SelectionEvent,
  view: Pick<SkillView, 'unreadHidden'> = {},
): SelectResult {
  const file =
    skill.skill.layout === 'flat'
      ? path.join(skillFolder(skill), skill.skill.file)
      : path.join(skillFolder(skill), SKILL_FILE);
  return {
    schemaVersion: 1,
    kind: 'skill_selection',
    selected: {
      ref: skill.ref,
      name: skill.name,
      source: skill.source,
      enabled: skill.enabled,
      skillMdPath: file,
      uri: skillUri(skill.name, SKILL_FILE),
    },
    event,
    ...unreadHiddenPart(view),
  };
}
