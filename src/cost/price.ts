/**
 * Prices are the user's input, never ours: `--price-in/--price-out/--price-cached` (USD per
 * million tokens) or a named entry of the config's `prices` table, e.g.
 *
 *   "prices": { "gpt-5": { "in": 1.25, "out": 10, "cachedIn": 0.125, "note": "list price, 2026-10-13" } }
 *
 * Dollars of a call = (uncached input × in + cached input × cachedIn + output × out) / 10^6,
 * where cached input = cachedShare × the call's cacheable prefix (model.ts). Without a cached
 * price the cached share changes nothing.
 */
import { UsageError } from '../base/errors.js';
import type { ModelCall } from './model.js';

export interface PriceEntry {
  /** USD per million input tokens. */
  readonly in: number;
  /** USD per million output tokens. */
  readonly out: number;
  /** USD per million input tokens served from a prompt cache. */
  readonly cachedIn?: number;
  /** Where the numbers come from and their date (shown in the output). */
  readonly note?: string;
}

export interface Pricing {
  readonly in: number;
  readonly out: number;
  readonly cachedIn: number | null;
  /** Share (0–1) of each call's cacheable prefix billed at the cached price. */
  readonly cachedShare: number;
  /** `options` or `config:NAME`. */
  readonly source: string;
  readonly note: string | null;
}

const PRICE_KEYS = ['in', 'out', 'cachedIn', 'note'] as const;

/**
 * Highest price accepted, USD per million tokens: 1,000,000 (a dollar a token, far above any
 * list price). A larger one is a typo, and `1e308` made every dollar figure Infinity (`$∞` in
 * the table, `null` in the JSON, where null means "not priced").
 */
export const MAX_PRICE_USD_PER_M = 1_000_000;

function price(value: unknown, where: string): number {
  if (value === undefined)
    throw new UsageError(`${where}: missing (a price in USD per million tokens, from 0 to ${MAX_PRICE_USD_PER_M})`);
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_PRICE_USD_PER_M)
    throw new UsageError(
      `${where}: expected a price in USD per million tokens (a number from 0 to ${MAX_PRICE_USD_PER_M}), got ${JSON.stringify(value)}`,
    );
  return value;
}

/** The config's `prices` table: name → entry. Every problem names the key. */
export function parsePriceTable(value: unknown, where: string): Record<string, PriceEntry> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UsageError(`${where}: expected an object of NAME: { in, out, cachedIn?, note? }`);
  const out: Record<string, PriceEntry> = {};
  for (const [name, entry] of Object.entries(value)) {
    const at = `${where}.${name}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      throw new UsageError(`${at}: expected { in, out, cachedIn?, note? }`);
    const e = entry as Record<string, unknown>;
    for (const key of Object.keys(e)) {
      if (!(PRICE_KEYS as readonly string[]).includes(key))
        throw new UsageError(`${at}: unknown key '${key}' (keys: ${PRICE_KEYS.join(', ')})`);
    }
    if (e['note'] !== undefined && typeof e['note'] !== 'string') throw new UsageError(`${at}.note: expected a string`);
    out[name] = {
      in: price(e['in'], `${at}.in`),
      out: price(e['out'], `${at}.out`),
      ...(e['cachedIn'] !== undefined ? { cachedIn: price(e['cachedIn'], `${at}.cachedIn`) } : {}),
      ...(typeof e['note'] === 'string' ? { note: e['note'] } : {}),
    };
  }
  return out;
}

/** USD of one request's calls. */
export function dollarsOf(calls: readonly ModelCall[], p: Pricing): number {
  let usd = 0;
  for (const c of calls) {
    const cached = p.cachedIn === null ? 0 : p.cachedShare * c.cacheable;
    usd += (c.input - cached) * p.in + cached * (p.cachedIn ?? 0) + c.output * p.out;
  }
  return usd / 1e6;
}
