/**
 * The access renderers as the library exports them: input shape checked first (see ../public.ts).
 * Each result document says what it is in `kind`, so a result of the wrong command is named as
 * such instead of failing inside the renderer.
 */
import { ApiUsageError, describeValue, requireObject } from '../../base/api.js';
import type {
  Catalog,
  CatalogHostListings,
  CatalogNotes,
  DiscoverResult,
  InspectResult,
  PlanResult,
  SearchResult,
  SkillView,
} from '../../access/index.js';
import {
  CATALOG_FORMATS,
  renderCatalogFormat as catalogFormat,
  renderHostListingsText as hostListingsText,
  type CatalogFormat,
} from './formats.js';
import {
  renderCatalogText as catalogText,
  renderDiscoverText as discoverText,
  renderInspectText as inspectText,
  renderPlanText as planText,
  renderSearchText as searchText,
} from './text.js';

function result(fn: string, value: unknown, kind: string, expected: string): void {
  requireObject(fn, 'result', value, expected, ['kind']);
  if (value['kind'] !== kind) throw new ApiUsageError(fn, 'result', expected, `a '${String(value['kind'])}' document`);
}

export function renderCatalogText(catalog: Catalog, notes?: CatalogNotes): string {
  result('renderCatalogText', catalog, 'skill_catalog', 'a Catalog (from buildCatalog)');
  if (notes !== undefined)
    requireObject('renderCatalogText', 'notes', notes, 'CatalogNotes { cut, unlisted }', ['cut', 'unlisted']);
  return catalogText(catalog, notes);
}
export function renderCatalogFormat(view: SkillView, format: CatalogFormat, windowTokens?: number): string {
  requireObject('renderCatalogFormat', 'view', view, 'a SkillView (from loadView or buildView)', ['sources', 'skills']);
  if (!(CATALOG_FORMATS as readonly unknown[]).includes(format)) {
    throw new ApiUsageError(
      'renderCatalogFormat',
      'format',
      `one of ${CATALOG_FORMATS.join(', ')}`,
      describeValue(format),
    );
  }
  return catalogFormat(view, format, windowTokens);
}
export function renderHostListingsText(r: CatalogHostListings): string {
  result('renderHostListingsText', r, 'host_listings', 'CatalogHostListings (from catalogHostListings)');
  return hostListingsText(r);
}
export function renderDiscoverText(r: DiscoverResult): string {
  result('renderDiscoverText', r, 'skill_discovery', 'a DiscoverResult (from discover)');
  return discoverText(r);
}
export function renderSearchText(r: SearchResult): string {
  result('renderSearchText', r, 'skill_search', 'a SearchResult (from searchSkills)');
  return searchText(r);
}
export function renderInspectText(r: InspectResult): string {
  result('renderInspectText', r, 'skill_inspection', 'an InspectResult (from inspectRefs)');
  return inspectText(r);
}
export function renderPlanText(r: PlanResult): string {
  result('renderPlanText', r, 'skill_plan', 'a PlanResult (from planColdStorage)');
  return planText(r);
}
