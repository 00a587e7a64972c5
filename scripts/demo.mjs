#!/usr/bin/env node
// `npm start`: the main job on the bundled fixtures, one step after another, through the real
// binary in dist/ (built by `npm install`). A step whose exit code says "findings" (1) is part of
// the demo — the fixtures are deliberately imperfect — so only exit 2 or a crash stops it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'dist', 'cli', 'main.js');
if (!existsSync(bin)) {
  console.error('skillscope demo: dist/ is missing — run `npm install` (it builds) or `npm run build` first');
  process.exit(2);
}

const steps = [
  { title: 'Tokenizer self-check against pinned reference vectors', args: ['tokens', 'verify', 'fixtures'] },
  {
    title: 'Token count of the fixture skill files',
    args: [
      'tokens',
      'count',
      '--encoding',
      'gpt2,cl100k,o200k',
      'fixtures/skills/pdf-form-filler/SKILL.md',
      'fixtures/skills/weekly-report/SKILL.md',
    ],
  },
  {
    title: 'Three-tier context cost of fixtures/skills',
    args: ['audit', 'fixtures/skills', '--encoding', 'gpt2,cl100k,o200k'],
  },
  {
    title: 'CI gate on fixtures/skills (the fixtures break rules on purpose: exit 1 is expected)',
    args: ['check', 'fixtures/skills'],
    allowFindings: true,
  },
  {
    title: 'Route one request the way a lexical router would (the baseline IDF scorer, with the per-term arithmetic)',
    args: ['route', 'fixtures/skills', 'fill in the fields of a PDF form', '--explain'],
  },
  {
    title: 'The same kind of request in Chinese, with the multilingual BM25 router',
    args: ['route', 'fixtures/skills', '帮我把这份周报整理一下', '--condition', 'catalog:multi:bm25'],
  },
  {
    title: 'Routing benchmark: the baseline scorer over its five conditions, and the best other router beside it',
    args: [
      'bench',
      'fixtures/skills',
      '--queries',
      'fixtures/queries.jsonl',
      '--preset',
      'baseline',
      '--conditions',
      'catalog:multi:bm25',
    ],
  },
  {
    title: 'HTML report of everything above',
    args: ['report', 'fixtures/skills', '--queries', 'fixtures/queries.jsonl', '--out', 'skillscope-report.html'],
  },
];

// Skill access for agents: the state (selection log, cold storage) goes to a temp folder, so the
// demo leaves nothing in fixtures/.
const state = mkdtempSync(path.join(tmpdir(), 'skillscope-demo-'));
const { skillRef } = await import(path.join(root, 'dist', 'access', 'view.js'));
const ref = skillRef('user', 'pdf-form-filler/SKILL.md');
const access = ['--state', state];
steps.splice(
  steps.length - 1,
  0,
  {
    title:
      'The bounded catalog an agent sees first: name order, entries within a byte budget (2,000 here; default 8,000), has_more',
    args: ['catalog', 'fixtures/skills', '--budget-bytes', '2000', ...access],
  },
  {
    title: 'Discover what the catalog did not show (substring, paged)',
    args: ['discover', 'fixtures/skills', 'report', '--limit', '5', ...access],
  },
  {
    title: 'Search the metadata with must and probe terms: refs, scores, evidence',
    args: ['search', 'fixtures/skills', '--all', 'pdf', '--any', 'form', '--any', 'fill', '--any', '表格', ...access],
  },
  {
    title: 'Inspect the candidate (metadata only, never the body)',
    args: ['inspect', 'fixtures/skills', ref, ...access],
  },
  {
    title: 'Select it: one audit event in the selection log, the SKILL.md path back',
    args: [
      'select',
      'fixtures/skills',
      ref,
      '--query',
      'fill in the fields of a PDF form',
      '--confidence',
      'high',
      '--reason',
      'metadata covers AcroForm filling',
      ...access,
    ],
  },
  {
    title: 'Load a skill file by name and relative path (typed errors for anything outside the skill)',
    args: ['load', 'fixtures/skills', 'pdf-form-filler', '--resource', 'references/field-types.md', ...access],
  },
  {
    title: 'Plan cold storage so every simulated host listing fits a 50k-token window',
    args: ['plan', 'fixtures/skills', '--window', '50000', ...access],
  },
);

// Last: what each way of exposing the skills costs per request, and what it buys. The
// prices are the gpt-5 estimate a published routing experiment used (USD 1.25 / 10 per million
// input / output tokens, 2026-10-13), an example only: give your provider's current prices.
steps.push({
  title:
    'Cost per loading strategy: tokens, calls, window fit, dollars and reach per request (example prices: USD 1.25 / 10 per million input / output tokens)',
  args: ['cost', 'fixtures/skills', '--queries', 'fixtures/queries.jsonl', '--price-in', '1.25', '--price-out', '10'],
});

let failed = false;
for (const step of steps) {
  process.stdout.write(`\n\u2500\u2500 ${step.title}\n$ skillscope ${step.args.join(' ')}\n\n`);
  const r = spawnSync(process.execPath, [bin, ...step.args], { cwd: root, stdio: 'inherit' });
  const ok = r.status === 0 || (step.allowFindings && r.status === 1);
  if (!ok) {
    console.error(`\nskillscope demo: step failed with exit code ${r.status ?? r.signal}`);
    failed = true;
    break;
  }
}
rmSync(state, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
