/**
 * UTF-16 ↔ "binary string" (one char per UTF-8 byte) conversions for vocabulary lookups.
 * A binary-string key lets ASCII pieces be looked up as the piece itself, with no conversion.
 */

/** Reused byte list (module-level scratch: avoids one array allocation per non-ASCII piece). */
const scratch: number[] = [];

/**
 * UTF-8 bytes of text[a..b) as a binary string. The text must be well-formed (no lone
 * surrogates). Bytes go into a reused array and become a string with one `fromCharCode.apply`
 * (pieces are short; very long ones go through Buffer to stay clear of argument limits).
 */
export function utf8Binary(text: string, a: number, b: number): string {
  const bytes = scratch;
  bytes.length = 0;
  for (let k = a; k < b; k++) {
    let c = text.charCodeAt(k);
    if (c < 0x80) {
      bytes.push(c);
    } else if (c < 0x800) {
      bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    } else if ((c & 0xfc00) === 0xd800) {
      c = ((c - 0xd800) << 10) + (text.charCodeAt(++k) - 0xdc00) + 0x10000;
      bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    } else {
      bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    }
  }
  return bytes.length < 4096 ? String.fromCharCode.apply(null, bytes) : Buffer.from(bytes).toString('latin1');
}

/** True when text[a..b) is all ASCII (then it is its own binary string). */
export function isAsciiRange(text: string, a: number, b: number): boolean {
  for (let k = a; k < b; k++) if (text.charCodeAt(k) >= 0x80) return false;
  return true;
}

interface WellFormed {
  isWellFormed(): boolean;
  toWellFormed(): string;
}

/**
 * `text` with lone surrogates replaced by U+FFFD — what @dqbd/tiktoken encodes, since its WASM
 * boundary converts the JS string to UTF-8 that way. (ES2024 methods, present in Node ≥ 20.)
 */
export function wellFormed(text: string): string {
  const t = text as unknown as WellFormed;
  return t.isWellFormed() ? text : t.toWellFormed();
}

// ignoreBOM: false = a leading BOM is consumed by the decoder, not returned as U+FEFF.
const STRICT_DECODER = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * The text of a file's bytes, or `undefined` when the file is not text: it contains a NUL byte
 * or is not valid UTF-8. A leading BOM is removed — every skillscope command counts a file's text
 * after BOM removal, so `tokens count` agrees with `audit` on the same file.
 */
export function decodeTextFile(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return STRICT_DECODER.decode(bytes);
  } catch {
    return undefined;
  }
}
