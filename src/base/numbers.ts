/**
 * The one number formatter of human output (terminal, markdown, HTML, check messages): grouped by
 * thousands (`75,497,472 bytes`) in a fixed locale, so output does not depend on the machine and a
 * size reads the same in every command. Finding data and JSON keep plain numbers for machines.
 * Shapes built on it (percentages, bytes, ratios) live with the renderers (src/report/format.ts).
 */

const byDigits = new Map<number, Intl.NumberFormat>();

function formatter(digits: number): Intl.NumberFormat {
  let f = byDigits.get(digits);
  if (f === undefined) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    byDigits.set(digits, f);
  }
  return f;
}

export interface FmtOptions {
  /** Exactly this many decimals (means, medians, scores); omitted: the nearest integer. */
  readonly digits?: number;
}

/**
 * `n` grouped by thousands: the integer nearest `n` (12345.6 → "12,346"; counts, sizes, token
 * totals), or with `digits` exactly that many decimals (1234.5, `{ digits: 1 }` → "1,234.5").
 * The options are an object so `list.map(fmt)` cannot pass an index as a digit count.
 */
export function fmt(n: number, options: FmtOptions = {}): string {
  return options.digits === undefined ? formatter(0).format(Math.round(n)) : formatter(options.digits).format(n);
}
