/**
 * Finds the characters in a name or description that a reader cannot see but a terminal or a
 * model acts on (SK126 / SK127). Pure: a string in, the characters and their positions out.
 *
 * Two classes, because the harm differs:
 * - `control`: C0 controls except TAB and LF (a CR counts only inside a line: not before LF, nor in
 *   a run of CRs before LF, nor at the end), DEL, C1
 *   controls (U+0080–U+009F, U+009B is a one-character CSI), bidi embeddings, overrides and
 *   isolates (U+202A–U+202E, U+2066–U+2069: the Trojan Source trick), and Unicode tag characters
 *   (U+E0000–U+E007F) outside an emoji flag sequence — tags are invisible to the author and read
 *   by the model, the "ASCII smuggling" channel for hidden instructions.
 * - `invisible`: zero-width and formatting characters that change nothing a reader sees:
 *   U+200B, U+2060–U+2064, U+FEFF, U+180E, the bidi marks U+200E/U+200F/U+061C, the line and
 *   paragraph separators U+2028/U+2029, and ZWNJ/ZWJ where no script needs them.
 *
 * Not reported (legitimate text): TAB and LF (block scalars keep line breaks), CJK, accents,
 * emoji; ZWJ between two emoji (👩‍💻) and before an emoji's variation selector; ZWNJ/ZWJ after a
 * letter or mark of a script that shapes with them (Arabic, Persian, Syriac, N'Ko, Mongolian,
 * the Brahmic scripts of India and Sri Lanka); U+200B after Thai, Lao, Khmer or Myanmar (their
 * word-break hint); the bidi marks in text holding right-to-left letters (Hebrew, Arabic …: they
 * place punctuation there); tags inside a flag sequence (🏴 + tags + U+E007F); variation selectors.
 * Soft hyphens (U+00AD) are left alone: they show as a hyphen at a line break and carry nothing.
 */

export type HiddenClass = 'control' | 'invisible';

export interface HiddenChar {
  /** The code point as `U+XXXX`. */
  readonly codePoint: string;
  /** Its short name (`ESC`, `RIGHT-TO-LEFT OVERRIDE`, `ZERO WIDTH SPACE` …). */
  readonly label: string;
  readonly class: HiddenClass;
  /** 1-based position in the value, in code points. */
  readonly index: number;
}

/** Names of the characters people will recognise; others print as their class and code point. */
const LABELS: Readonly<Record<number, string>> = {
  0x00: 'NUL',
  0x07: 'BEL',
  0x08: 'BACKSPACE',
  0x0b: 'VERTICAL TAB',
  0x0c: 'FORM FEED',
  0x0d: 'CARRIAGE RETURN',
  0x1b: 'ESC',
  0x7f: 'DEL',
  0x85: 'NEXT LINE',
  0x9b: 'CSI',
  0x061c: 'ARABIC LETTER MARK',
  0x180e: 'MONGOLIAN VOWEL SEPARATOR',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x2028: 'LINE SEPARATOR',
  0x2029: 'PARAGRAPH SEPARATOR',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2060: 'WORD JOINER',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE (BOM)',
};

const EMOJI = /^\p{Extended_Pictographic}$/u;
const EMOJI_MODIFIER_OR_VS = /^[\u{1f3fb}-\u{1f3ff}\ufe0f]$/u;
/** Scripts whose shaping uses ZWNJ/ZWJ (Persian plural suffixes, Indic half forms …). */
const JOINING_SCRIPT =
  /^[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}]$/u;
/** Right-to-left letters: in such text the bidi marks (LRM, RLM, ALM) place punctuation. */
const RTL = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
/** Scripts written without spaces whose texts use U+200B as a word-break hint. */
const ZWSP_SCRIPT = /^[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]$/u;

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\u{e0000}-\u{e007f}]/u;
const INVISIBLE = /[\u061c\u180e\u200b-\u200f\u2028\u2029\u2060-\u2064\ufeff]/u;
/** Quick test: does the text hold any candidate at all (the common case is no). */
const ANY = new RegExp(`${CONTROL.source}|${INVISIBLE.source}`, 'u');

function hex(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

function label(cp: number): string {
  const known = LABELS[cp];
  if (known !== undefined) return known;
  if (cp >= 0xe0000 && cp <= 0xe007f) return 'TAG CHARACTER';
  if (cp < 0x20) return 'C0 CONTROL';
  return 'C1 CONTROL';
}

/** True when a ZWJ at `i` joins two emoji (or an emoji and its presentation selector). */
function emojiJoiner(chars: readonly string[], i: number): boolean {
  let before = i - 1;
  while (before >= 0 && EMOJI_MODIFIER_OR_VS.test(chars[before] ?? '')) before--;
  return EMOJI.test(chars[before] ?? '') && EMOJI.test(chars[i + 1] ?? '');
}

/** The end (exclusive) of a flag tag sequence starting at the 🏴 at `i`, else -1. */
function flagTagsEnd(chars: readonly string[], i: number): number {
  let j = i + 1;
  while (j < chars.length && /^[\u{e0020}-\u{e007e}]$/u.test(chars[j] ?? '')) j++;
  return j > i + 1 && chars[j] === '\u{e007f}' ? j + 1 : -1;
}

function legitimate(chars: readonly string[], i: number, cp: number, rtl: boolean): boolean {
  const prev = chars[i - 1] ?? '';
  // A CR that ends a line: before LF, or in a run of CRs before LF (`\r\r\n`, a line end saved
  // twice by Windows tools), or at the end of the text. Only a CR inside a line moves the cursor back.
  if (cp === 0x0d) {
    let next = i + 1;
    while (chars[next] === '\r') next++;
    return next === chars.length || chars[next] === '\n';
  }
  if (cp === 0x200d && emojiJoiner(chars, i)) return true;
  if ((cp === 0x200c || cp === 0x200d) && /^[\p{L}\p{M}]$/u.test(prev) && JOINING_SCRIPT.test(prev)) return true;
  if (cp === 0x200b && ZWSP_SCRIPT.test(prev)) return true;
  if ((cp === 0x200e || cp === 0x200f || cp === 0x061c) && rtl) return true;
  return false;
}

/** Every hidden character in `text`, in order (empty for ordinary text, at regex speed). */
export function hiddenChars(text: string): HiddenChar[] {
  if (!ANY.test(text)) return [];
  const chars = Array.from(text);
  const out: HiddenChar[] = [];
  const rtl = RTL.test(text);
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] ?? '';
    const cp = ch.codePointAt(0) ?? 0;
    if (cp === 0x1f3f4) {
      const end = flagTagsEnd(chars, i);
      if (end !== -1) i = end - 1;
      continue;
    }
    const cls: HiddenClass | null = CONTROL.test(ch) ? 'control' : INVISIBLE.test(ch) ? 'invisible' : null;
    if (cls === null || legitimate(chars, i, cp, rtl)) continue;
    out.push({ codePoint: hex(cp), label: label(cp), class: cls, index: i + 1 });
  }
  return out;
}

/** "ESC (U+001B) at character 12, RIGHT-TO-LEFT OVERRIDE (U+202E) at 40 and 3 more". */
export function describeHidden(found: readonly HiddenChar[], shown = 3): string {
  const parts = found
    .slice(0, shown)
    .map((c, k) => `${c.label} (${c.codePoint}) at ${k === 0 ? 'character ' : ''}${c.index}`);
  const rest = found.length - shown;
  return rest > 0 ? `${parts.join(', ')} and ${rest} more` : parts.join(found.length === 2 ? ' and ' : ', ');
}
