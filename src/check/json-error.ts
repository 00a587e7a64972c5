/**
 * A config file's JSON syntax error, told as `line:column: cause` on one line. Node's messages
 * give a character offset ("… in JSON at position 11"), or for a stray token no offset at all
 * and a copy of the whole input, newlines included ("Unexpected token 'x', "{\n …" is not
 * valid JSON"). Neither helps someone editing the file, so the offset is turned into a line and
 * column, or found by parsing growing prefixes when Node does not give it.
 */

/** Longest input for which a missing offset is searched for (each step parses a prefix). Unit: characters. Default 100,000. */
export const JSON_ERROR_SEARCH_MAX_CHARS = 100_000;

export interface JsonErrorPlace {
  /** 1-based line and column (code points), or null when the place is unknown. */
  readonly line: number | null;
  readonly column: number | null;
  /** What is wrong, without Node's offset or copy of the input; one line. */
  readonly cause: string;
}

/** 1-based line and column (in code points) of a UTF-16 offset in `text`. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: [...(lines.at(-1) ?? '')].length + 1 };
}

function parseError(text: string): string | null {
  try {
    JSON.parse(text);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

/** The offset of a stray token Node did not place: the first prefix that fails on a token. */
function strayTokenOffset(text: string): number | null {
  if (text.length > JSON_ERROR_SEARCH_MAX_CHARS) return null;
  for (let i = 0; i < text.length; i++) {
    if (parseError(text.slice(0, i + 1))?.startsWith('Unexpected token') === true) return i;
  }
  return null;
}

/**
 * What is wrong, in Node's words but without any of the input: Node quotes the offending token
 * and a copy of the input ("Unexpected token 'r', "root:x:0:0"... is not valid JSON"), and a
 * config that is a link to /etc/passwd or /proc/self/environ must not print it. Node's own
 * fixed wording (`Expected ',' or '}'`) and the one unexpected character are kept; the quoted
 * copy of the input is dropped.
 */
export function jsonCause(message: string): string {
  // The one character Node names is the place's own content, kept (it says what to fix);
  // the copy of the input after it is not.
  const token = /^Unexpected token '(.)'/su.exec(message);
  if (token) return `Unexpected token '${token[1]}'`;
  if (/^Unexpected token\b/.test(message)) return 'Unexpected character';
  const cause = message
    .replace(/ in JSON at position \d+.*$/s, '')
    .replace(/,? ".*$/s, '')
    .replace(/\s+/g, ' ')
    .trim();
  return cause === '' ? 'invalid JSON' : cause;
}

/** Where and why `text` (which JSON.parse rejected with `message`) is not valid JSON. */
export function jsonErrorPlace(text: string, message: string): JsonErrorPlace {
  const positioned = /^(.*?) in JSON at position (\d+)/s.exec(message);
  const token = /^Unexpected token /.test(message) && !positioned;
  const cause = jsonCause(message);
  let offset: number | null = null;
  if (positioned) offset = Number(positioned[2]);
  else if (/^Unexpected end of JSON input/.test(message)) offset = text.length;
  else if (token) offset = strayTokenOffset(text);
  if (offset === null) return { line: null, column: null, cause };
  const { line, column } = lineColumn(text, offset);
  return { line, column, cause };
}

/** `line:column: cause` (or `cause` when the place is unknown) for text JSON.parse rejected with `err`; never quotes the input. */
export function jsonSyntaxError(text: string, err: unknown): string {
  const place = jsonErrorPlace(text, err instanceof Error ? err.message : String(err));
  return place.line === null ? place.cause : `${place.line}:${place.column}: ${place.cause}`;
}
