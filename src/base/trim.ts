/**
 * Trimming a run of characters from the end of a string by hand. The obvious pattern,
 * `/[.!?]+$/` or `/ +$/`, is quadratic on a long run that does NOT reach the end (". . ." is
 * fine, 60,000 dots and then a letter are not): the engine starts a match at every character
 * of the run and scans the rest of it each time. A 60 KB description of spaces took ~4 s.
 */

/** `text` without the longest suffix whose characters (code points) all satisfy `drop`. */
export function trimEndWhere(text: string, drop: (ch: string) => boolean): string {
  let end = text.length;
  while (end > 0) {
    // A low surrogate at the end belongs to the pair before it.
    const low = text.charCodeAt(end - 1);
    const size = low >= 0xdc00 && low <= 0xdfff && end >= 2 && (text.charCodeAt(end - 2) & 0xfc00) === 0xd800 ? 2 : 1;
    if (!drop(text.slice(end - size, end))) break;
    end -= size;
  }
  return text.slice(0, end);
}

/** `text` without trailing characters from `set` (each one code point). */
export function trimEndOf(text: string, set: string): string {
  return trimEndWhere(text, (ch) => set.includes(ch));
}
