/**
 * THE terminal escaping of untrusted text. Skill names, descriptions, file names, query ids,
 * labels and messages come from folders downloaded from strangers; written raw they could
 * clear the screen, set the window title (OSC 0), plant links (OSC 8), write the clipboard
 * (OSC 52), move the cursor back over what we printed (BS, CR), or reorder what the reader sees
 * (bidi overrides, the Trojan Source trick). Every human-facing string that came from input
 * goes through `escapeTerminal` before it reaches stdout or stderr; JSON and SARIF keep the
 * exact string (their consumers are programs, and JSON escapes C0 controls itself).
 *
 * The escape is visible, not a deletion: the reader sees that something is there and what.
 * Backslashes are left as they are (Windows-style paths and regexes in descriptions stay
 * readable), so the escaped form is meant for eyes, not for parsing back.
 *
 * Bottom layer: imports nothing, so every floor (report, cli, check) may use it.
 */

/**
 * The characters we never write raw:
 * - C0 controls U+0000–U+001F (NUL, BEL, BS, TAB, LF, CR, ESC …) and DEL U+007F;
 * - C1 controls U+0080–U+009F (U+009B is a one-character CSI on many terminals, U+0085 a newline);
 * - U+2028/U+2029 (line and paragraph separators: line breaks to some viewers);
 * - bidirectional formatting: U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069;
 * - lone surrogates (not text; written as U+FFFD by Node otherwise, hiding what was there).
 */
const UNSAFE =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSAFE_GLOBAL = new RegExp(UNSAFE.source, 'g');

/** Short visible forms for the controls people recognise. */
const SHORT: Readonly<Record<string, string>> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** The visible form of one unsafe character: `\n`, `\x1b`, `\u009b`, `\u202e`. */
function visible(ch: string): string {
  const short = SHORT[ch];
  if (short !== undefined) return short;
  const code = ch.charCodeAt(0);
  if (code < 0x80) return `\\x${code.toString(16).padStart(2, '0')}`;
  return `\\u${code.toString(16).padStart(4, '0')}`;
}

export interface EscapeOptions {
  /**
   * Cut the result at this many code points (counting the escapes as they print), ending
   * with `…`. Default: no cut. See CELL_MAX_CHARS and TEXT_MAX_CHARS.
   */
  readonly max?: number;
  /** Keep `\n` raw (for multi-line text whose line breaks are ours to show). Default false. */
  readonly keepNewlines?: boolean;
  /**
   * Keep a file's layout raw: `\n`, `\t`, and CR directly before LF (CRLF files), none of which
   * can move the cursor back over earlier output. For printing a whole file (`max` is ignored).
   * Default false.
   */
  readonly keepLayout?: boolean;
}

/**
 * Longest table cell in human output, in code points after escaping (the full value is in
 * JSON). A 1 MB skill name must not become megabytes of table: it prints as 119 characters and `…`.
 */
export const CELL_MAX_CHARS = 120;

/** Longest single message, name or path on a line of human output (same rule, looser cap). */
export const TEXT_MAX_CHARS = 2000;

/**
 * `text` with every unsafe character replaced by its visible escape, optionally cut at
 * `options.max` code points. Safe text (the common case) is returned as is, uncopied.
 */
export function escapeTerminal(text: string, options: EscapeOptions = {}): string {
  const max = options.max ?? Infinity;
  // Fast path: nothing to escape and short enough (checked in UTF-16 units: never shorter
  // than the code point count, so a string under the cap by units is under it by code points).
  if (!UNSAFE.test(text) && text.length <= max) return text;
  if (options.keepLayout === true) {
    return text.replace(UNSAFE_GLOBAL, (ch, at: number) =>
      ch === '\n' || ch === '\t' || (ch === '\r' && text[at + 1] === '\n') ? ch : visible(ch),
    );
  }
  if (max === Infinity)
    return text.replace(UNSAFE_GLOBAL, (ch) => (options.keepNewlines === true && ch === '\n' ? ch : visible(ch)));
  // Walk code points and stop at the cap: a 1 MB value costs only what is printed.
  let out = '';
  let count = 0;
  let index = 0;
  for (const ch of text) {
    index += ch.length;
    const piece = (options.keepNewlines === true && ch === '\n') || !UNSAFE.test(ch) ? ch : visible(ch);
    const width = piece === ch ? 1 : piece.length;
    // Keep one place for the ellipsis unless this is the last piece and it fits.
    if (count + width > (index >= text.length ? max : max - 1)) return `${out}…`;
    out += piece;
    count += width;
  }
  return out;
}

/** True when `text` holds a character `escapeTerminal` would escape (for tests and guards). */
export function hasUnsafeChars(text: string): boolean {
  return UNSAFE.test(text);
}

/** `escapeTerminal` cut at TEXT_MAX_CHARS: the form for names, paths and messages on a line. */
export function safeText(text: string): string {
  return escapeTerminal(text, { max: TEXT_MAX_CHARS });
}

/**
 * A log line a GitHub runner reads as a workflow command starts with `::` (after any leading
 * blanks): a folder named `::stop-commands::x` printed raw would switch off every later
 * annotation. The first colon of such a line becomes its visible escape `\x3a`, so the reader
 * still sees the name and the runner sees plain text. Applied line by line to what the Action
 * passes through from the CLI; the Action's own commands are written after this.
 */
export function escapeWorkflowCommands(text: string): string {
  return text.replace(/^([ \t]*):(?=:)/gm, '$1\\x3a');
}
