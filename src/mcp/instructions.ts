/**
 * The server instructions: how to use the tools, then the bounded catalog itself as lines, so a
 * client that shows instructions to the model gives it the first tier (the catalog) without a call.
 * Bounded by the catalog budget; the JSON form is the `skillscope://catalog` resource.
 */
import type { Catalog, CatalogOptions } from '../access/catalog.js';

export function serverInstructions(catalog: Catalog): string {
  const lines = [
    'Agent Skills served by skillscope (MCP Skills Extension: each file is skill://<skill-path>/<path>; the path ends in the skill name, with folders before it when skills share a name).',
    'Use a listed skill by loading it: load_skill {name}; follow relative paths in it with load_skill {name, resource}.',
    'If no listed skill fits, call discover_skills {query} (substring, paged) or search_skills {all, any} (keywords; refs with evidence),',
    'inspect_skills {refs} to compare up to 5 candidates, and select_skill {ref, query, confidence, reason} to record the choice.',
    `Skill catalog (revision ${catalog.revision}; ${catalog.skills.length} of ${catalog.total_skills} skills${catalog.has_more ? `; more via ${catalog.discovery_tool}` : ''}):`,
    ...catalog.skills.map((s) => `- ${s.name}: ${s.description}`),
  ];
  return lines.join('\n');
}

/** The catalog options the MCP face uses: its discovery tool is discover_skills. */
export function mcpCatalogOptions(budgetBytes?: number, maxDescription?: number): CatalogOptions {
  return {
    discoveryTool: 'discover_skills',
    ...(budgetBytes !== undefined ? { budgetBytes } : {}),
    ...(maxDescription !== undefined ? { maxDescription } : {}),
  };
}
