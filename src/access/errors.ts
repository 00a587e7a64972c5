/**
 * The typed, recoverable errors of the access primitives. Both faces (CLI commands and the MCP
 * server) report them with the same `code` and `data`; only the wording is face-specific. A model
 * or a script matches `code`, never the message.
 */

export const ACCESS_ERROR_CODES = [
  'SKILL_NOT_FOUND', // no skill of that name in any source (data: name, closest)
  'SKILL_AMBIGUOUS', // a bare name several skills share (two plugins' `pdf`); the caller picks one (data: name, candidates)
  'SKILL_CATALOG_CHANGED', // --revision / catalog_revision differs from the current one (data: expected, revision, catalog)
  'RESOURCE_NOT_FOUND', // the resource path is well formed but no such file in the skill (data: name, resource)
  'RESOURCE_OUT_OF_SCOPE', // the resource path leaves the skill folder or is not a regular file (data: name, resource, reason)
  'REF_NOT_FOUND', // a search ref that no current skill has (data: ref)
  'TOO_MANY_REFS', // inspect was given more refs than INSPECT_MAX_REFS (data: given, max)
  'INVALID_ARGUMENT', // an argument a tool schema cannot express (blank query, unknown confidence…) (data: argument)
  'STATE_NOT_WRITABLE', // select/enable/disable found no writable state folder, or the write guard refused a state file (data: tried, refusal)
  'STATE_UNREADABLE', // a state file is a link, a FIFO or device, too large, or resolves outside its folder (data: file, reason)
] as const;

export type AccessErrorCode = (typeof ACCESS_ERROR_CODES)[number];

/** Why a resource path was refused: each one a test case of the path guard. */
export type OutOfScopeReason =
  | 'absolute' // starts with '/' or '~'
  | 'drive' // a Windows drive letter or UNC prefix (C:\, C:/, \\server)
  | 'backslash' // a Windows separator anywhere in the path
  | 'parent' // a '..' segment
  | 'empty-segment' // '', '.', or '//' inside the path
  | 'control-character' // NUL or another control character
  | 'symlink-escape' // resolves (through a symlink) outside the skill folder
  | 'symlink-loop' // the links never resolve
  | 'not-regular-file' // a folder, FIFO, socket or device
  | 'too-large'; // over MAX_RESOURCE_BYTES

export class AccessError extends Error {
  override readonly name = 'AccessError';
  constructor(
    readonly code: AccessErrorCode,
    message: string,
    readonly data: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

/** Errors about the request itself (exit 2 in the CLI, like any bad argument); the rest exit 1. */
export function isRequestError(code: AccessErrorCode): boolean {
  return (
    code === 'TOO_MANY_REFS' ||
    code === 'INVALID_ARGUMENT' ||
    code === 'STATE_NOT_WRITABLE' ||
    code === 'SKILL_AMBIGUOUS' ||
    code === 'STATE_UNREADABLE'
  );
}
