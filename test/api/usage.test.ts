/**
 * Typed usage of the public entry points: for each one, the call a TypeScript user
 * writes works, and the natural mistakes a JavaScript user makes (a SkillSet where its `skills`
 * belong, a missing `routers` option, a result where the renderer wants its report wrapper, an
 * encoding name where an Encoding belongs) throw ApiUsageError naming the function, the argument
 * and the expected shape — never a TypeError from deep inside.
 *
 * The table is typed `Record<EntryPoint, …>`: every `render*` function the library exports is an
 * entry point, so a new renderer without a case here does not compile.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as api from '../../src/index.js';
import { ApiUsageError } from '../../src/index.js';
import { FIXTURES } from '../helpers/cli.js';

type RenderName = Extract<keyof typeof api, `render${string}`>;
type EntryPoint =
  | RenderName
  | 'routeQuery'
  | 'buildRouter'
  | 'runBench'
  | 'suggestEdits'
  | 'parseQueries'
  | 'parseEvalFile'
  | 'writeEvalFile'
  | 'computeAudit'
  | 'runCheck'
  | 'loadSkills'
  | 'viewHosts';

interface Case {
  /** The typed call; must not throw. */
  readonly ok: () => unknown;
  /** Natural mistakes, each with the argument the error must name. */
  readonly mistakes: readonly { readonly call: () => unknown; readonly argument: string }[];
}

const set = api.loadSkills(path.join(FIXTURES, 'skills'));
const skills = set.skills;
const queries = api.parseQueries(
  '{"id":"q1","query":"fill a pdf form","expect":"pdf-form-filler"}\n{"id":"q2","query":"book a flight","expect":null}',
);
const routeResult = api.routeQuery(skills, 'fill a pdf form');
const routeReport = { dir: 'skills', result: routeResult, explain: false };
const benchResult = api.runBench(skills, queries, { routers: ['catalog'] });
const benchReport = { dir: 'skills', queriesFile: 'q.jsonl', result: benchResult };
const suggestReport = { dir: 'skills', queriesFile: 'q.jsonl', result: api.suggestEdits(skills, queries) };
const o200k = api.getEncoding('o200k_base');
const audit = api.computeAudit(set, { encodings: [o200k] });
const check = api.runCheck(set);
const count = { encodings: ['o200k_base' as const], files: [], total: api.totalStats(['o200k_base'], []), skipped: [] };
const verify = { vectors: [], roundTrips: [], skipped: [], ok: true };
const any = (v: unknown) => v as never;
const hostsView = api.viewHosts({ project: skills });
const auditDoc = api.parseAuditDocument(api.renderAuditJson(audit), 'base');
const diff = api.computeBudgetDiff(auditDoc, auditDoc);
const costRouter = api.parseCostRouter();
if (!costRouter.ok) throw new Error(costRouter.message);
const costStrategies = api.DEFAULT_STRATEGIES.map((s) => {
  const p = api.parseStrategy(s);
  if (!p.ok) throw new Error(p.message);
  return p.strategy;
});
const costReport = {
  dir: 'skills',
  queriesFile: null,
  result: api.runCost(set, {
    strategies: costStrategies,
    encoding: o200k,
    windowTokens: 200_000,
    router: costRouter.spec,
  }),
};
const view = api.buildView([{ source: { label: 'user', dir: set.root, abs: set.root }, set }]);
const catalog = api.buildCatalog(view, { discoveryTool: 'skillscope discover' });
const discovered = api.discover(view, 'pdf');
const searched = api.searchSkills(api.buildSearchIndex(view), { any: ['pdf'] });
const inspected = api.inspectRefs(view, [searched.candidates[0]!.ref]);
const plan = api.planColdStorage(view, new Map());

const CASES = {
  routeQuery: {
    ok: () => api.routeQuery(skills, 'fill a pdf form', { router: 'catalog:multi:bm25' }),
    mistakes: [
      { call: () => api.routeQuery(any(set), 'fill a pdf form'), argument: 'skills' },
      { call: () => api.routeQuery(any([{ name: 'x' }]), 'q'), argument: 'skills[0]' },
      { call: () => api.routeQuery(skills, any(undefined)), argument: 'query' },
      { call: () => api.routeQuery(skills, 'q', any('catalog')), argument: 'options' },
    ],
  },
  buildRouter: {
    ok: () => api.buildRouter(skills, api.resolveSpec('body+norm')),
    mistakes: [
      { call: () => api.buildRouter(any(set), api.resolveSpec('catalog')), argument: 'skills' },
      { call: () => api.buildRouter(skills, any('catalog')), argument: 'spec' },
    ],
  },
  runBench: {
    ok: () => api.runBench(skills, queries, { routers: ['catalog', 'body+norm'] }),
    mistakes: [
      { call: () => api.runBench(any(set), queries, { routers: ['catalog'] }), argument: 'skills' },
      { call: () => api.runBench(skills, queries, any({})), argument: 'options' },
      { call: () => api.runBench(skills, queries, any(undefined)), argument: 'options' },
      { call: () => api.runBench(skills, queries, any({ routers: 'catalog' })), argument: 'options.routers' },
      {
        call: () => api.runBench(skills, any('{"query":"a","expect":null}'), { routers: ['catalog'] }),
        argument: 'queries',
      },
    ],
  },
  parseQueries: {
    ok: () => api.parseQueries('{"query":"a","should_trigger":true}', { skill: 'pdf' }),
    mistakes: [
      { call: () => api.parseQueries(any(Buffer.from('{"query":"a","expect":null}'))), argument: 'text' },
      { call: () => api.parseQueries('{"query":"a","expect":null}', any('pdf')), argument: 'options' },
    ],
  },
  parseEvalFile: {
    ok: () =>
      api.parseEvalFile('skill: pdf\nshould_trigger_prompts:\n  - prompt: fill a form\n', {
        file: 'trigger_tests.yaml',
      }),
    mistakes: [
      { call: () => api.parseEvalFile(any(Buffer.from('[]')), { file: 'q.jsonl' }), argument: 'text' },
      { call: () => api.parseEvalFile('[]', any('q.jsonl')), argument: 'options' },
      { call: () => api.parseEvalFile('[]', any({ file: 'q.jsonl', format: 'yaml' })), argument: 'options.format' },
      { call: () => api.parseEvalFile('[]', any({ file: 'q.jsonl', skill: 3 })), argument: 'options.skill' },
    ],
  },
  writeEvalFile: {
    ok: () => api.writeEvalFile(queries, 'waza', 'pdf-form-filler'),
    mistakes: [
      { call: () => api.writeEvalFile(any('q1'), 'jsonl', null), argument: 'queries' },
      { call: () => api.writeEvalFile(queries, any('yaml'), 'pdf-form-filler'), argument: 'format' },
      // A per-skill format is about one skill: without it the set cannot be written as one.
      { call: () => api.writeEvalFile(queries, 'trigger-eval', null), argument: 'skill' },
    ],
  },
  computeAudit: {
    ok: () => api.computeAudit(set, { encodings: [o200k] }),
    mistakes: [
      { call: () => api.computeAudit(any(skills), { encodings: [o200k] }), argument: 'set' },
      { call: () => api.computeAudit(set, any({ encodings: ['o200k_base'] })), argument: 'options.encodings[0]' },
      { call: () => api.computeAudit(set, any(undefined)), argument: 'options' },
    ],
  },
  runCheck: {
    ok: () => api.runCheck(set, { profile: 'default' }),
    mistakes: [
      { call: () => api.runCheck(any(skills)), argument: 'set' },
      { call: () => api.runCheck(set, any('strict')), argument: 'options' },
    ],
  },
  loadSkills: {
    ok: () => api.loadSkills(path.join(FIXTURES, 'skills'), { layout: 'dir' }),
    mistakes: [
      { call: () => api.loadSkills(any(undefined)), argument: 'root' },
      { call: () => api.loadSkills(FIXTURES, any('dir')), argument: 'options' },
    ],
  },
  renderRouteTable: {
    ok: () => api.renderRouteTable(routeReport, false),
    mistakes: [
      { call: () => api.renderRouteTable(any(routeResult), false), argument: 'report' },
      { call: () => api.renderRouteTable(routeReport, any(undefined)), argument: 'color' },
    ],
  },
  renderRouteJson: {
    ok: () => api.renderRouteJson(routeReport),
    mistakes: [
      { call: () => api.renderRouteJson(any(routeResult)), argument: 'report' },
      {
        call: () => api.renderRouteJson(any({ dir: 'd', result: benchResult, explain: false })),
        argument: 'report.result',
      },
    ],
  },
  renderRouteMarkdown: {
    ok: () => api.renderRouteMarkdown(routeReport),
    mistakes: [{ call: () => api.renderRouteMarkdown(any(undefined)), argument: 'report' }],
  },
  renderBenchTable: {
    ok: () => api.renderBenchTable(benchReport, false),
    mistakes: [
      { call: () => api.renderBenchTable(any(benchResult), false), argument: 'report' },
      { call: () => api.renderBenchTable(benchReport, any('no')), argument: 'color' },
    ],
  },
  renderBenchJson: {
    ok: () => api.renderBenchJson(benchReport),
    mistakes: [{ call: () => api.renderBenchJson(any(benchResult)), argument: 'report' }],
  },
  renderBenchMarkdown: {
    ok: () => api.renderBenchMarkdown(benchReport),
    mistakes: [
      {
        call: () => api.renderBenchMarkdown(any({ dir: 'd', queriesFile: 'q', result: routeResult })),
        argument: 'report.result',
      },
    ],
  },
  suggestEdits: {
    ok: () => api.suggestEdits(skills, queries, { router: 'catalog:multi:bm25', maxTerms: 2 }),
    mistakes: [
      { call: () => api.suggestEdits(any(set), queries), argument: 'skills' },
      { call: () => api.suggestEdits(skills, any('{"query":"a","expect":null}')), argument: 'queries' },
      { call: () => api.suggestEdits(skills, queries, any('catalog')), argument: 'options' },
    ],
  },
  renderSuggestTable: {
    ok: () => api.renderSuggestTable(suggestReport, false, 80),
    mistakes: [
      { call: () => api.renderSuggestTable(any(suggestReport.result), false), argument: 'report' },
      { call: () => api.renderSuggestTable(suggestReport, any(undefined)), argument: 'color' },
    ],
  },
  renderSuggestJson: {
    ok: () => api.renderSuggestJson(suggestReport),
    mistakes: [
      {
        call: () => api.renderSuggestJson(any({ dir: 'd', queriesFile: 'q', result: benchResult })),
        argument: 'report.result',
      },
    ],
  },
  renderSuggestMarkdown: {
    ok: () => api.renderSuggestMarkdown(suggestReport),
    mistakes: [{ call: () => api.renderSuggestMarkdown(any(undefined)), argument: 'report' }],
  },
  renderAuditTable: {
    ok: () => api.renderAuditTable(audit, { color: false, top: 5 }),
    mistakes: [
      { call: () => api.renderAuditTable(any(set), { color: false, top: 5 }), argument: 'result' },
      { call: () => api.renderAuditTable(audit, any(false)), argument: 'opts' },
    ],
  },
  renderAuditJson: {
    ok: () => api.renderAuditJson(audit),
    mistakes: [{ call: () => api.renderAuditJson(any(undefined)), argument: 'result' }],
  },
  renderAuditMarkdown: {
    ok: () => api.renderAuditMarkdown(audit, 5),
    mistakes: [{ call: () => api.renderAuditMarkdown(any(check), 5), argument: 'result' }],
  },
  renderCheckText: {
    ok: () => api.renderCheckText(check),
    mistakes: [{ call: () => api.renderCheckText(any(set)), argument: 'input' }],
  },
  renderCheckJson: {
    ok: () => api.renderCheckJson(check),
    mistakes: [{ call: () => api.renderCheckJson(any(audit)), argument: 'input' }],
  },
  renderCheckGithub: {
    ok: () => api.renderCheckGithub(check),
    mistakes: [{ call: () => api.renderCheckGithub(any(undefined)), argument: 'input' }],
  },
  renderCheckSarif: {
    ok: () => api.renderCheckSarif(check),
    mistakes: [{ call: () => api.renderCheckSarif(any(check.findings)), argument: 'input' }],
  },
  renderCountTable: {
    ok: () => api.renderCountTable(count, false),
    mistakes: [{ call: () => api.renderCountTable(any([]), false), argument: 'report' }],
  },
  renderCountJson: {
    ok: () => api.renderCountJson(count),
    mistakes: [{ call: () => api.renderCountJson(any(undefined)), argument: 'report' }],
  },
  renderVerifyTable: {
    ok: () => api.renderVerifyTable(verify, false),
    mistakes: [{ call: () => api.renderVerifyTable(any({ ok: true }), false), argument: 'report' }],
  },
  renderVerifyJson: {
    ok: () => api.renderVerifyJson(verify),
    mistakes: [{ call: () => api.renderVerifyJson(any(null)), argument: 'report' }],
  },
  renderStopwordsText: {
    ok: () => api.renderStopwordsText(api.SEED_STOPWORDS),
    mistakes: [{ call: () => api.renderStopwordsText(any('a b')), argument: 'stopwords' }],
  },
  renderStopwordsJson: {
    ok: () => api.renderStopwordsJson(api.SEED_STOPWORDS),
    mistakes: [{ call: () => api.renderStopwordsJson(any(undefined)), argument: 'stopwords' }],
  },
  renderReportHtml: {
    ok: () =>
      api.renderReportHtml({
        title: 't',
        generator: 'g',
        generatedAt: '2026-01-01 00:00 UTC',
        audit,
        check: api.reportCheckFrom(check),
        bench: null,
      }),
    mistakes: [
      { call: () => api.renderReportHtml(any(audit)), argument: 'input' },
      { call: () => api.renderReportHtml(any({ title: 't', audit: set })), argument: 'input.audit' },
    ],
  },
  renderRulesDoc: { ok: () => api.renderRulesDoc(), mistakes: [] },
  renderDiffJson: {
    ok: () => api.renderDiffJson(diff, { failed: false, failOnGrowth: null }),
    mistakes: [
      { call: () => api.renderDiffJson(any(audit), { failed: false, failOnGrowth: null }), argument: 'diff' },
      { call: () => api.renderDiffJson(diff, any(undefined)), argument: 'extra' },
    ],
  },
  renderDiffMarkdown: {
    ok: () => api.renderDiffMarkdown(diff),
    mistakes: [{ call: () => api.renderDiffMarkdown(any(undefined)), argument: 'diff' }],
  },
  viewHosts: {
    ok: () => api.viewHosts({ project: skills }, { hosts: ['codex'] }),
    mistakes: [
      { call: () => api.viewHosts(any(set)), argument: 'input' },
      { call: () => api.viewHosts(any({ project: set })), argument: 'input.project' },
      { call: () => api.viewHosts({ project: skills }, any({ hosts: ['codx'] })), argument: 'options.hosts' },
    ],
  },
  renderHostsText: {
    ok: () => api.renderHostsText(hostsView, { color: false, width: 80 }),
    mistakes: [{ call: () => api.renderHostsText(any(set), { color: false, width: 80 }), argument: 'view' }],
  },
  renderHostsJson: {
    ok: () => api.renderHostsJson(hostsView, 'skills', null),
    mistakes: [{ call: () => api.renderHostsJson(any(audit), 'skills', null), argument: 'view' }],
  },
  renderDiffText: {
    ok: () => api.renderDiffText(diff),
    mistakes: [{ call: () => api.renderDiffText(any(auditDoc)), argument: 'diff' }],
  },
  renderCostTable: {
    ok: () => api.renderCostTable(costReport, false),
    mistakes: [
      { call: () => api.renderCostTable(any(costReport.result), false), argument: 'report' },
      { call: () => api.renderCostTable(costReport, any(undefined)), argument: 'color' },
    ],
  },
  renderCostJson: {
    ok: () => api.renderCostJson(costReport),
    mistakes: [{ call: () => api.renderCostJson(any({ dir: 'skills', result: audit })), argument: 'report.result' }],
  },
  renderCostMarkdown: {
    ok: () => api.renderCostMarkdown(costReport),
    mistakes: [{ call: () => api.renderCostMarkdown(any(undefined)), argument: 'report' }],
  },
  renderCatalogText: {
    ok: () => api.renderCatalogText(catalog),
    mistakes: [
      { call: () => api.renderCatalogText(any(view)), argument: 'result' },
      { call: () => api.renderCatalogText(catalog, any('cut')), argument: 'notes' },
    ],
  },
  renderCatalogFormat: {
    ok: () => api.renderCatalogFormat(view, 'xml'),
    mistakes: [
      { call: () => api.renderCatalogFormat(any(catalog), 'xml'), argument: 'view' },
      { call: () => api.renderCatalogFormat(view, any('json')), argument: 'format' },
    ],
  },
  renderHostListingsText: {
    ok: () => api.renderHostListingsText(api.catalogHostListings(view, ['claude-code', 'codex'])),
    mistakes: [{ call: () => api.renderHostListingsText(any(catalog)), argument: 'result' }],
  },
  renderDiscoverText: {
    ok: () => api.renderDiscoverText(discovered),
    mistakes: [{ call: () => api.renderDiscoverText(any(searched)), argument: 'result' }],
  },
  renderSearchText: {
    ok: () => api.renderSearchText(searched),
    mistakes: [{ call: () => api.renderSearchText(any(discovered)), argument: 'result' }],
  },
  renderInspectText: {
    ok: () => api.renderInspectText(inspected),
    mistakes: [{ call: () => api.renderInspectText(any(undefined)), argument: 'result' }],
  },
  renderPlanText: {
    ok: () => api.renderPlanText(plan),
    mistakes: [{ call: () => api.renderPlanText(any(catalog)), argument: 'result' }],
  },
} as const satisfies Record<EntryPoint, Case>;

describe('public entry points: typed usage works, natural mistakes throw ApiUsageError', () => {
  for (const [name, c] of Object.entries(CASES) as [EntryPoint, Case][]) {
    it(name, () => {
      expect(c.ok).not.toThrow();
      for (const m of c.mistakes) {
        let error: unknown;
        try {
          m.call();
        } catch (err) {
          error = err;
        }
        expect(error, `${name}: ${m.argument}`).toBeInstanceOf(ApiUsageError);
        expect(error).toBeInstanceOf(TypeError);
        expect(error).toMatchObject({ fn: name, argument: m.argument });
        expect((error as ApiUsageError).expected.length).toBeGreaterThan(0);
      }
    });
  }

  it('says what to pass for a SkillSet given in place of its skills', () => {
    expect(() => api.routeQuery(set as never, 'q')).toThrow(
      /routeQuery: skills must be an array of skills .*got an object with a 'skills' array \(a SkillSet\?\) — pass its \.skills/,
    );
  });
});
