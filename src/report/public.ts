/**
 * The renderers as the library exports them: each checks the shape of its input first (see
 * src/base/api.ts) and then calls the renderer the CLI uses. The CLI imports the renderers
 * directly — its inputs are built by typed code — so the checks cost it nothing.
 */
import { requireArray, requireBoolean, requireObject } from '../base/api.js';
import type { AuditResult } from '../audit/index.js';
import type { CountReport, VerifyReport } from '../tokenizer/index.js';
import { renderAuditJson as auditJson } from './audit/json.js';
import { renderAuditMarkdown as auditMarkdown } from './audit/markdown.js';
import { renderAuditTable as auditTable, type AuditTableOptions } from './audit/table.js';
import { renderBenchJson as benchJson } from './bench/json.js';
import { renderBenchMarkdown as benchMarkdown } from './bench/markdown.js';
import type { BenchReport } from './bench/model.js';
import { renderBenchTable as benchTable } from './bench/table.js';
import {
  renderCheckGithub as checkGithub,
  renderCheckJson as checkJson,
  renderCheckSarif as checkSarif,
  renderCheckText as checkText,
} from './check/index.js';
import type { CheckReportInput } from './check/index.js';
import { renderRouteJson as routeJson } from './route/json.js';
import { renderRouteMarkdown as routeMarkdown } from './route/markdown.js';
import type { RouteReport } from './route/model.js';
import { renderRouteTable as routeTable } from './route/table.js';
import { renderStopwordsJson as stopwordsJson, renderStopwordsText as stopwordsText } from './route/stopwords.js';
import { renderCountJson as countJson } from './tokens/count-json.js';
import type { BudgetDiff } from '../diff/index.js';
import { renderDiffJson as diffJson } from './diff/json.js';
import { renderDiffMarkdown as diffMarkdown } from './diff/markdown.js';
import { renderDiffText as diffText } from './diff/text.js';
import { renderCountTable as countTable } from './tokens/count-table.js';
import { renderVerifyJson as verifyJson } from './tokens/verify-json.js';
import { renderVerifyTable as verifyTable } from './tokens/verify-table.js';

const AUDIT = 'an AuditResult (from computeAudit)';
const CHECK = 'a CheckResult (from runCheck), optionally with verdict, baseline, fixes';
const ROUTE = 'a RouteReport { dir, result: RouteResult (from routeQuery), explain }';
const BENCH = 'a BenchReport { dir, queriesFile, result: BenchResult (from runBench) }';
const COUNT = 'a CountReport { encodings, files, total, skipped }';
const VERIFY = 'a VerifyReport { vectors, roundTrips, skipped, ok }';

function audit(fn: string, r: unknown): void {
  requireObject(fn, 'result', r, AUDIT, ['skills', 'totals', 'encodings']);
}
function check(fn: string, input: unknown): void {
  requireObject(fn, 'input', input, CHECK, ['findings', 'summary']);
}
function route(fn: string, report: unknown): void {
  requireObject(fn, 'report', report, ROUTE, ['dir', 'result']);
  requireObject(fn, 'report.result', report['result'], 'a RouteResult (from routeQuery)', ['ranked', 'verdict']);
}
function bench(fn: string, report: unknown): void {
  requireObject(fn, 'report', report, BENCH, ['dir', 'queriesFile', 'result']);
  requireObject(fn, 'report.result', report['result'], 'a BenchResult (from runBench)', ['conditions', 'perQuery']);
}

export function renderAuditTable(r: AuditResult, opts: AuditTableOptions): string {
  audit('renderAuditTable', r);
  requireObject('renderAuditTable', 'opts', opts, 'table options { color, top, … }');
  return auditTable(r, opts);
}
export function renderAuditJson(r: AuditResult): string {
  audit('renderAuditJson', r);
  return auditJson(r);
}
export function renderAuditMarkdown(r: AuditResult, top: number): string {
  audit('renderAuditMarkdown', r);
  return auditMarkdown(r, top);
}
export function renderCheckText(input: CheckReportInput, options?: Parameters<typeof checkText>[1]): string {
  check('renderCheckText', input);
  return options === undefined ? checkText(input) : checkText(input, options);
}
export function renderCheckJson(input: CheckReportInput): string {
  check('renderCheckJson', input);
  return checkJson(input);
}
export function renderCheckGithub(input: CheckReportInput): string {
  check('renderCheckGithub', input);
  return checkGithub(input);
}
export function renderCheckSarif(input: CheckReportInput): string {
  check('renderCheckSarif', input);
  return checkSarif(input);
}
export function renderRouteTable(report: RouteReport, color: boolean): string {
  route('renderRouteTable', report);
  requireBoolean('renderRouteTable', 'color', color);
  return routeTable(report, color);
}
export function renderRouteJson(report: RouteReport): string {
  route('renderRouteJson', report);
  return routeJson(report);
}
export function renderRouteMarkdown(report: RouteReport): string {
  route('renderRouteMarkdown', report);
  return routeMarkdown(report);
}
export function renderBenchTable(report: BenchReport, color: boolean): string {
  bench('renderBenchTable', report);
  requireBoolean('renderBenchTable', 'color', color);
  return benchTable(report, color);
}
export function renderBenchJson(report: BenchReport): string {
  bench('renderBenchJson', report);
  return benchJson(report);
}
export function renderBenchMarkdown(report: BenchReport): string {
  bench('renderBenchMarkdown', report);
  return benchMarkdown(report);
}
export function renderCountTable(report: CountReport, color: boolean): string {
  requireObject('renderCountTable', 'report', report, COUNT, ['encodings', 'files', 'total']);
  requireBoolean('renderCountTable', 'color', color);
  return countTable(report, color);
}
export function renderCountJson(report: CountReport): string {
  requireObject('renderCountJson', 'report', report, COUNT, ['encodings', 'files', 'total']);
  return countJson(report);
}
export function renderVerifyTable(report: VerifyReport, color: boolean): string {
  requireObject('renderVerifyTable', 'report', report, VERIFY, ['vectors', 'roundTrips']);
  requireBoolean('renderVerifyTable', 'color', color);
  return verifyTable(report, color);
}
export function renderVerifyJson(report: VerifyReport): string {
  requireObject('renderVerifyJson', 'report', report, VERIFY, ['vectors', 'roundTrips']);
  return verifyJson(report);
}
export function renderStopwordsText(stopwords: readonly string[]): string {
  requireArray('renderStopwordsText', 'stopwords', stopwords, 'an array of words (SEED_STOPWORDS)');
  return stopwordsText(stopwords);
}
export function renderStopwordsJson(stopwords: readonly string[]): string {
  requireArray('renderStopwordsJson', 'stopwords', stopwords, 'an array of words (SEED_STOPWORDS)');
  return stopwordsJson(stopwords);
}

const DIFF = 'a BudgetDiff (from computeBudgetDiff)';
export function renderDiffJson(
  diff: BudgetDiff,
  extra: { readonly failed: boolean; readonly failOnGrowth: string | null },
): string {
  requireObject('renderDiffJson', 'diff', diff, DIFF, ['tiers', 'skills']);
  requireObject('renderDiffJson', 'extra', extra, '{ failed, failOnGrowth }', ['failed']);
  return diffJson(diff, extra);
}
export function renderDiffMarkdown(diff: BudgetDiff): string {
  requireObject('renderDiffMarkdown', 'diff', diff, DIFF, ['tiers', 'skills']);
  return diffMarkdown(diff);
}
export function renderDiffText(diff: BudgetDiff): string {
  requireObject('renderDiffText', 'diff', diff, DIFF, ['tiers', 'skills']);
  return diffText(diff);
}
