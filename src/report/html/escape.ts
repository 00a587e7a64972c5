/**
 * Escaping for everything the page interpolates: skill names, descriptions, paths and queries are
 * user text and may hold `<`, `&` or quotes. Every interpolation goes through one of these; the
 * same rules serve HTML text, attribute values and SVG (which is XML inside HTML).
 *
 * Invisible controls from that text are shown, not obeyed: a bidirectional override (U+202E …)
 * in a skill name reverses the text after it on screen — "txt.exe" reads as "exe.txt" — and the
 * page would lie about what the file says. Each bidi formatting character (U+061C, U+200E/F,
 * U+202A–U+202E, U+2066–U+2069) and each C0/C1 control other than tab and line breaks becomes
 * its visible escape (`\u202e`, `\x1b`), the form the terminal output uses. `isolated` also
 * wraps a name in <bdi>, so a right-to-left name cannot reorder the text around it.
 */

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** HTML specials, bidi formatting characters and controls (tab, LF, CR stay). */
const ESCAPED =
  /[&<>"'\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function escapeOne(c: string): string {
  const html = HTML_ESCAPES[c];
  if (html !== undefined) return html;
  const code = c.charCodeAt(0);
  return code < 0x80 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** Text content and double-quoted attribute values. */
export function esc(text: string | number): string {
  return String(text).replace(ESCAPED, escapeOne);
}

/** User text shown inline (a skill name, path, query): escaped and direction-isolated in <bdi>. */
export function isolated(text: string): string {
  return `<bdi>${esc(text)}</bdi>`;
}
