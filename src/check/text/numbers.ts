/**
 * Numbers in check messages, grouped by thousands (`75,497,472 bytes`) as audit prints them, so
 * sizes and token counts read the same in both commands. Only messages use this: finding data
 * keeps plain numbers for machines.
 */

/** `n` with thousands separators, in a fixed locale so output does not depend on the machine. */
export function fmt(n: number): string {
  return n.toLocaleString('en-US');
}
