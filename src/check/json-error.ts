/**
 * A config file's JSON syntax error, told as `line:column: cause` on one line. Node's messages
 * give a character offset ("… in JSON at position 11"), or for a stray token no offset at all
 * and a copy of the whole input, newlines included ("Unexpected token 'x', "{\n …" is not
 * valid JSON"). Neither helps someone editing the file, so the offset is turned into a line and
 * column, or found by one scan of the text when Node does not give it.
 */

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

/**
 * The offset of the first character at which `text` stops being the start of some valid JSON
 * document (RFC 8259 as JSON.parse reads it), or null when every prefix could still be
 * completed. One pass, each character looked at once: the place Node leaves out of its
 * "Unexpected token" messages. The earlier search parsed every growing prefix (quadratic: a
 * 100,000-character config took seconds, so inputs above that got no place at all).
 * `work.steps`, when given, counts the characters visited, for tests that bound the work.
 */
export function invalidJsonOffset(text: string, work?: { steps: number }): number | null {
  // What the next non-space character may be.
  //   value: any value (`close` also allows ']' right after '[')
  //   key: a property name ('"'), or '}' right after '{'
  //   colon, after: ',' or the container's close, or only spaces at the top level
  type Want = 'value' | 'key' | 'colon' | 'after';
  const stack: ('{' | '[')[] = [];
  let want: Want = 'value';
  let mayClose = false;
  const n = text.length;
  let i = 0;
  let steps = 0;
  const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
  const isHex = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
  // Scans a string from its opening quote; returns the index after it, -1 when the text ends
  // inside it, or -2 - offset of a character that cannot be there.
  const scanString = (start: number): number => {
    let j = start + 1;
    while (j < n) {
      steps++;
      const c = text.charCodeAt(j);
      if (c === 0x22) return j + 1;
      if (c < 0x20) return -2 - j;
      if (c === 0x5c) {
        if (j + 1 >= n) return -1;
        const e = text.charCodeAt(j + 1);
        if (e === 0x75) {
          for (let k = 2; k < 6; k++) {
            if (j + k >= n) return -1;
            if (!isHex(text.charCodeAt(j + k))) return -2 - (j + k);
          }
          j += 6;
          continue;
        }
        if ('"\\/bfnrt'.indexOf(text[j + 1]!) < 0) return -2 - (j + 1);
        j += 2;
        continue;
      }
      j++;
    }
    return -1;
  };
  // Scans a number from its first character; same return convention as scanString.
  const scanNumber = (start: number): number => {
    let j = start;
    const digits = (): number => {
      // at least one digit required at j
      if (j >= n) return -1;
      if (!isDigit(text.charCodeAt(j))) return -2 - j;
      while (j < n && isDigit(text.charCodeAt(j))) {
        steps++;
        j++;
      }
      return 0;
    };
    if (text.charCodeAt(j) === 0x2d) j++;
    if (j >= n) return -1;
    if (text.charCodeAt(j) === 0x30) j++;
    else {
      const r = digits();
      if (r !== 0) return r;
    }
    if (j < n && text.charCodeAt(j) === 0x2e) {
      j++;
      const r = digits();
      if (r !== 0) return r;
    }
    if (j < n && (text.charCodeAt(j) | 0x20) === 0x65) {
      j++;
      if (j < n && (text.charCodeAt(j) === 0x2b || text.charCodeAt(j) === 0x2d)) j++;
      const r = digits();
      if (r !== 0) return r;
    }
    return j;
  };
  const scanWord = (start: number, word: string): number => {
    for (let k = 0; k < word.length; k++) {
      steps++;
      if (start + k >= n) return -1;
      if (text.charCodeAt(start + k) !== word.charCodeAt(k)) return -2 - (start + k);
    }
    return start + word.length;
  };
  const finish = (): number | null => {
    if (work) work.steps += steps;
    return null;
  };
  const fail = (at: number): number => {
    if (work) work.steps += steps;
    return at;
  };
  while (i < n) {
    steps++;
    const ch = text[i]!;
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
      i++;
      continue;
    }
    if (want === 'value') {
      if (mayClose && ch === ']') {
        stack.pop();
        mayClose = false;
        want = 'after';
        i++;
        continue;
      }
      mayClose = false;
      let end: number;
      if (ch === '{') {
        stack.push('{');
        want = 'key';
        mayClose = true;
        i++;
        continue;
      }
      if (ch === '[') {
        stack.push('[');
        mayClose = true;
        i++;
        continue;
      }
      if (ch === '"') end = scanString(i);
      else if (ch === '-' || (ch >= '0' && ch <= '9')) end = scanNumber(i);
      else if (ch === 't') end = scanWord(i, 'true');
      else if (ch === 'f') end = scanWord(i, 'false');
      else if (ch === 'n') end = scanWord(i, 'null');
      else return fail(i);
      if (end === -1) return finish();
      if (end < -1) return fail(-2 - end);
      i = end;
      want = 'after';
      continue;
    }
    if (want === 'key') {
      if (mayClose && ch === '}') {
        stack.pop();
        mayClose = false;
        want = 'after';
        i++;
        continue;
      }
      mayClose = false;
      if (ch !== '"') return fail(i);
      const end = scanString(i);
      if (end === -1) return finish();
      if (end < -1) return fail(-2 - end);
      i = end;
      want = 'colon';
      continue;
    }
    if (want === 'colon') {
      if (ch !== ':') return fail(i);
      want = 'value';
      i++;
      continue;
    }
    // want === 'after'
    const top = stack.at(-1);
    if (top === undefined) return fail(i);
    if (ch === ',') {
      want = top === '{' ? 'key' : 'value';
      i++;
      continue;
    }
    if ((top === '{' && ch === '}') || (top === '[' && ch === ']')) {
      stack.pop();
      i++;
      continue;
    }
    return fail(i);
  }
  return finish();
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
  else if (token) offset = invalidJsonOffset(text);
  if (offset === null) return { line: null, column: null, cause };
  const { line, column } = lineColumn(text, offset);
  return { line, column, cause };
}

/** `line:column: cause` (or `cause` when the place is unknown) for text JSON.parse rejected with `err`; never quotes the input. */
export function jsonSyntaxError(text: string, err: unknown): string {
  const place = jsonErrorPlace(text, err instanceof Error ? err.message : String(err));
  return place.line === null ? place.cause : `${place.line}:${place.column}: ${place.cause}`;
}
