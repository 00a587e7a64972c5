/**
 * The selection log (`selections.jsonl`, the audit log of what agents chose and why): each line
 * stays within MAX_EVENT_BYTES (PIPE_BUF, so one append is one atomic write) by shortening the
 * name first — the query and reason are what the log is for and are never emptied. A name of
 * thousands of characters, or one made of characters JSON escapes to six bytes, used to leave
 * the query and reason empty (or the line over the cap). Reading it back goes through the read
 * guard with its cap (state.test.ts covers links, FIFOs and /dev/zero).
 */
import fc from 'fast-check';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appendSelection, eventLine, MAX_EVENT_BYTES, readState, type SelectionEvent } from '../../src/access/index.js';
import { LOGGED_NAME_MIN, LOGGED_TEXT_MIN } from '../../src/access/store.js';

const base: SelectionEvent = {
  schemaVersion: 1,
  time: '2026-12-02T01:00:00.000Z',
  ref: 'sk-0123456789ab',
  name: 'pdf',
  source: 'project-skills_0123456789abcdef',
  query: 'fill the form',
  confidence: 'medium',
  reason: 'the description names PDF forms',
};

/** Text whose characters JSON writes as 1 to 6 bytes: ASCII, quotes, CJK, emoji, controls, lone surrogates. */
const text = (max: number) =>
  fc
    .array(fc.constantFrom('a', '"', '\\', '理', '😀', '\u0001', '\u2028', '\ud800', ' '), {
      minLength: 1,
      maxLength: 40,
    })
    .chain((unit) =>
      fc.integer({ min: 1, max: max }).map((n) =>
        unit
          .join('')
          .repeat(Math.ceil(n / unit.length))
          .slice(0, n),
      ),
    );

describe('selection log lines', () => {
  it('stay within the cap; query and reason are never emptied; the name is cut first', () => {
    fc.assert(
      fc.property(text(8000), text(8000), text(8000), (name, query, reason) => {
        const e = { ...base, name, query, reason };
        const line = eventLine(e);
        expect(Buffer.byteLength(line)).toBeLessThanOrEqual(MAX_EVENT_BYTES);
        expect(line.endsWith('\n') && !line.slice(0, -1).includes('\n')).toBe(true);
        const back = JSON.parse(line) as SelectionEvent;
        expect(back.query.length).toBeGreaterThan(0);
        expect(back.reason.length).toBeGreaterThan(0);
        // Each kept text is a prefix of the original, at least LOGGED_TEXT_MIN code points (or whole).
        for (const key of ['query', 'reason', 'name'] as const) expect(e[key].startsWith(back[key])).toBe(true);
        expect([...back.query].length).toBeGreaterThanOrEqual(Math.min([...query].length, LOGGED_TEXT_MIN));
        expect([...back.reason].length).toBeGreaterThanOrEqual(Math.min([...reason].length, LOGGED_TEXT_MIN));
        expect([...back.name].length).toBeGreaterThanOrEqual(Math.min([...name].length, LOGGED_NAME_MIN));
        // When a shorter name alone makes the line fit, query and reason are kept whole.
        if (
          Buffer.byteLength(
            `${JSON.stringify({ ...e, name: [...name].slice(0, LOGGED_NAME_MIN).join(''), truncated: true })}\n`,
          ) <= MAX_EVENT_BYTES
        ) {
          expect(back.query).toBe(query);
          expect(back.reason).toBe(reason);
        }
        expect(back.truncated === true).toBe(line !== `${JSON.stringify(e)}\n`);
      }),
      { numRuns: 500 },
    );
  });

  it('a 6,000-character name keeps the whole query and reason', () => {
    const e = { ...base, name: 'n'.repeat(6000), query: 'q'.repeat(1500), reason: 'r'.repeat(1500) };
    const back = JSON.parse(eventLine(e)) as SelectionEvent;
    expect(back).toMatchObject({ query: e.query, reason: e.reason, truncated: true });
    expect(back.name.length).toBeLessThan(6000);
  });

  it('a name of escaped controls at the floor still leaves query and reason', () => {
    const e = { ...base, name: '\u0001'.repeat(3000), query: '\u0001'.repeat(3000), reason: '\u0001'.repeat(3000) };
    const line = eventLine(e);
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(MAX_EVENT_BYTES);
    const back = JSON.parse(line) as SelectionEvent;
    expect([...back.query].length).toBeGreaterThanOrEqual(LOGGED_TEXT_MIN);
    expect([...back.reason].length).toBeGreaterThanOrEqual(LOGGED_TEXT_MIN);
  });

  it('what is appended is read back through the guard, one event per line', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'skillscope-audit-log-'));
    const loc = { dir, tried: [dir] };
    appendSelection(loc, { ...base, name: 'x'.repeat(9000), query: '理'.repeat(2000) });
    appendSelection(loc, base);
    const lines = readFileSync(path.join(dir, 'selections.jsonl'), 'utf8').split('\n');
    expect(lines).toHaveLength(3);
    for (const l of lines.slice(0, 2)) expect(Buffer.byteLength(l) + 1).toBeLessThanOrEqual(MAX_EVENT_BYTES);
    const state = readState(loc);
    expect(state.badLines).toBe(0);
    expect(state.usage.get(base.name)).toBe(1);
  });
});
