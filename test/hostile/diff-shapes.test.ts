/**
 * `diff` on valid JSON of the wrong shape. The documents come from the user (a committed base, a
 * CI artifact a pull request can change); a field of the wrong kind used to surface as an
 * internal error deep in the comparison (`h.skills.cut` not a list, `tokens` a string …). Now
 * every shape is either compared or refused with one line that names the document and the
 * field, exit 2. The property test mutates a real `audit --json` document at random places.
 */
import fc from 'fast-check';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, runCli } from '../helpers/cli.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'skillscope-diff-shapes-'));
let good: Record<string, unknown>;
let goodFile: string;

beforeAll(async () => {
  const r = await runCli(['audit', path.join(FIXTURES, 'skills'), '--json']);
  expect(r.code).toBe(0);
  good = JSON.parse(r.stdout) as Record<string, unknown>;
  goodFile = path.join(tmp, 'good.json');
  writeFileSync(goodFile, r.stdout);
});

/** Every place in a JSON value, as key paths (the root is []). */
function places(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(value)) value.slice(0, 3).forEach((v, i) => places(v, [...at, i], out));
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) places(v, [...at, k], out);
  return out;
}

const HUGE = '"\u0000huge"';
/** Replacement values: each a kind the document never has at most places. */
const replacement = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    [],
    {},
    '',
    'x',
    -1,
    0.5,
    true,
    2 ** 60,
    HUGE,
    JSON.parse('{"__proto__":1}') as unknown,
    [null],
    ['x'],
    { total: 'x' },
  ),
  fc.json({ maxDepth: 2 }).map((t) => JSON.parse(t) as unknown),
);

type Mutation = { readonly at: number; readonly op: 'set' | 'delete' | 'proto'; readonly value: unknown };
const mutation = fc.record({
  at: fc.nat(),
  op: fc.constantFrom<'set' | 'delete' | 'proto'>('set', 'set', 'delete', 'proto'),
  value: replacement,
});

/** The document text after the mutations (`HUGE` written as 1e400, which JSON.parse reads as Infinity). */
function mutate(mutations: readonly Mutation[]): string {
  const doc = JSON.parse(JSON.stringify(good)) as unknown;
  let root = doc;
  for (const m of mutations) {
    const all = places(root);
    const at = all[m.at % all.length]!;
    if (at.length === 0) {
      if (m.op === 'set') root = m.value;
      continue;
    }
    let parent = root as Record<string | number, unknown>;
    for (const k of at.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
    const key = at.at(-1)!;
    if (m.op === 'delete') delete parent[key];
    else if (m.op === 'set') parent[key] = m.value;
    else if (typeof parent[key] === 'object' && parent[key] !== null && !Array.isArray(parent[key])) {
      // An own "__proto__" key, as JSON.parse makes it.
      Object.defineProperty(parent[key], '__proto__', {
        value: m.value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
    }
  }
  return JSON.stringify(root).replaceAll(JSON.stringify(HUGE.slice(1, -1)), '1e400');
}

async function expectClean(args: string[], stdin: string, label: string): Promise<void> {
  const r = await runCli(args, { stdin });
  const info = `${args.join(' ')}\n${stdin.slice(0, 300)}\n${r.stderr}`;
  expect(r.stderr, info).not.toMatch(/internal error/);
  expect([0, 2], info).toContain(r.code);
  if (r.code === 2) {
    expect(r.stderr.split('\n'), info).toHaveLength(2);
    expect(r.stderr.startsWith(`skillscope: ${label} '-'`), info).toBe(true);
  } else {
    expect(r.stderr, info).toBe('');
    if (args.includes('json')) expect(JSON.parse(r.stdout)).toHaveProperty('schemaVersion');
  }
}

describe('diff on documents of the wrong shape', () => {
  it('any mutation of a real document is compared or refused with one line, never an internal error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(mutation, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('text', 'json', 'markdown'),
        fc.boolean(),
        async (ms, format, asHead) => {
          const text = mutate(ms);
          if (asHead) await expectClean(['diff', goodFile, '-', '--format', format], text, 'head');
          else await expectClean(['diff', '-', goodFile, '--format', format], text, 'base');
        },
      ),
      { numRuns: 400 },
    );
  }, 120_000);

  const cases: [string, string, RegExp][] = [
    ['an array', '[1,2]', /expected a JSON object, got an array/],
    ['null', 'null', /got null/],
    [
      'a check document',
      '{"schemaVersion":1,"tool":"skillscope","summary":{},"findings":[]}',
      /'check --json' document/,
    ],
    ['a huge byte count', '', /skills\[0\]\.catalog\.bytes must be a whole number .* got Infinity/],
    ['tokens as a string', '', /skills\[0\]\.body\.tokens must be an object, got a string/],
    ['a host listing whose lists are not lists', '', /hosts\.claude-code\.skills\.cut must be a list, got an object/],
    ['a "__proto__" host', '', /hosts\.__proto__ is not a host/],
  ];
  it.each(cases)('%s: one line naming the field', async (what, given, expected) => {
    let text = given;
    if (text === '') {
      const doc = JSON.parse(JSON.stringify(good)) as {
        skills: { catalog: { bytes: unknown }; body: { tokens: unknown } }[];
        hosts: Record<string, { skills: { cut: unknown } }>;
      };
      if (what.includes('huge')) text = JSON.stringify(doc).replace(/"bytes":\d+/, '"bytes":1e400');
      else if (what.includes('string')) {
        doc.skills[0]!.body.tokens = 'many';
        text = JSON.stringify(doc);
      } else if (what.includes('lists')) {
        doc.hosts['claude-code']!.skills.cut = {};
        text = JSON.stringify(doc);
      } else text = JSON.stringify(doc).replace('"hosts":{', '"hosts":{"__proto__":{},');
    }
    const r = await runCli(['diff', '-', goodFile], { stdin: text });
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')).toHaveLength(2);
    expect(r.stderr).toMatch(/^skillscope: base '-'/);
    expect(r.stderr).toMatch(expected);
  });
});
