/**
 * Escaping for everything the page interpolates: skill names, descriptions, paths and queries are
 * user text and may hold `<`, `&` or quotes. Every interpolation goes through one of these; the
 * same rules serve HTML text, attribute values and SVG (which is XML inside HTML).
 */

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text content and double-quoted attribute values. */
export function esc(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
