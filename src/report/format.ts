/**
 * Shapes of numbers for the human-readable renderers (tables, markdown, HTML): percentages, bytes,
 * ratios, encoding labels. Plain numbers go through the one formatter, `fmt` (src/base/numbers.ts).
 */

/** 0.0123 → "1.23 %" (two significant decimals for small shares). */
export function fmtPercent(share: number, digits?: number): string {
  const pct = share * 100;
  // A non-zero share too small to show must not read as nothing.
  if (pct > 0 && pct < 0.01 && digits === undefined) return '< 0.01 %';
  const d = digits ?? (Math.abs(pct) < 10 ? 2 : 1);
  return `${pct.toFixed(d)} %`;
}

/** Bytes in SI-free binary units, keeping small numbers exact: 950 → "950 B", 10_800_000 → "10.3 MiB". */
export function fmtBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB'];
  let v = bytes / 1024;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return `${v.toFixed(v >= 100 ? 0 : 1)} ${units[u]}`;
}

/** A ratio like 28.04 → "28.0×", null → "–". */
export function fmtRatio(r: number | null): string {
  return r === null ? '–' : `${r.toFixed(1)}×`;
}

/** Short label for an encoding column: o200k_base → o200k. */
export function shortEncoding(name: string): string {
  return name.replace(/_base$/, '');
}
