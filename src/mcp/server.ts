/**
 * The skillscope MCP server: a second face over the access core (never over the CLI). Low-level
 * `Server` from @modelcontextprotocol/sdk 1.x with hand-written JSON Schemas, so the tool
 * definitions are exactly what `tools.ts` says (no enum of skill names can creep in).
 *
 * Capabilities: resources (listChanged: a watcher calls `notifyChanged`), tools, and the Skills
 * Extension declared under `extensions` (SEP-2133 negotiation). Nothing is written except the
 * selection log (select_skill); cold storage is managed with the CLI.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListResourcesRequestSchema, ListResourceTemplatesRequestSchema, ListToolsRequestSchema, McpError, ReadResourceRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { AccessError, buildCatalog, unreadHiddenPart, type AccessSession, type CatalogOptions, type UnreadHiddenPart } from '../access/index.js';
import { serverInstructions } from './instructions.js';
import { listResources, readResource } from './resources.js';
import { runTool, TOOLS } from './tools.js';

export const SKILLS_EXTENSION_ID = 'io.modelcontextprotocol/skills';

export interface McpServerOptions {
  readonly version: string;
  readonly catalog: CatalogOptions;
}

/**
 * resources/list with the SEP-2093 `uri` parameter: the SDK's schema strips unknown params,
 * so the params object is made loose (same method, same other fields).
 */
const ScopedListResourcesRequestSchema = ListResourcesRequestSchema.extend({
  params: ListResourcesRequestSchema.shape.params.unwrap().loose().optional(),
});

/**
 * A typed error as a tool result. `unread`: the view's unread hidden skills — a SKILL_NOT_FOUND may
 * be a skill in a hidden folder no source read, and the model never sees the server's stderr note.
 */
function toolError(err: AccessError, unread: UnreadHiddenPart = {}): { content: { type: 'text'; text: string }[]; structuredContent: Record<string, unknown>; isError: true } {
  const doc = { schemaVersion: 1, error: { code: err.code, message: err.message, ...err.data }, ...unread };
  return { content: [{ type: 'text', text: JSON.stringify(doc, null, 2) }], structuredContent: doc, isError: true };
}

/** A protocol error for resources/read, carrying the access code in `data.code`. */
function resourceError(err: AccessError): McpError {
  const code = err.code === 'RESOURCE_NOT_FOUND' || err.code === 'SKILL_NOT_FOUND' ? -32002 : ErrorCode.InvalidParams;
  return new McpError(code, `${err.code}: ${err.message}`, { code: err.code, ...err.data });
}

export function createSkillServer(session: AccessSession, options: McpServerOptions): Server {
  const catalogNow = () => buildCatalog(session.view(), options.catalog);
  const server = new Server(
    { name: 'skillscope', title: 'skillscope skills', version: options.version },
    {
      capabilities: { resources: { listChanged: true }, tools: { listChanged: false }, extensions: { [SKILLS_EXTENSION_ID]: {} } },
      instructions: serverInstructions(catalogNow()),
    },
  );

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS.map((t) => ({ ...t })) as never }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    try {
      const doc = runTool(session, request.params.name, (request.params.arguments ?? {}) as Record<string, unknown>, options.catalog) as Record<string, unknown>;
      return { content: [{ type: 'text', text: JSON.stringify(doc, null, 2) }], structuredContent: doc };
    } catch (err) {
      if (err instanceof AccessError) return toolError(err, unreadHiddenPart(session.view()));
      throw err;
    }
  });

  server.setRequestHandler(ScopedListResourcesRequestSchema, async (request) => {
    const params = (request.params ?? {}) as { uri?: unknown; cursor?: unknown };
    try {
      const result = listResources(session, options.catalog, typeof params.uri === 'string' ? params.uri : undefined, typeof params.cursor === 'string' ? params.cursor : undefined);
      return { resources: result.resources.map((r) => ({ ...r })), ...(result.nextCursor !== undefined ? { nextCursor: result.nextCursor } : {}) };
    } catch (err) {
      if (err instanceof AccessError) throw new McpError(ErrorCode.InvalidParams, err.message, { code: err.code, ...err.data });
      throw err;
    }
  });

  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({
    resourceTemplates: [
      { uriTemplate: 'skill://{name}/SKILL.md', name: 'skill', description: "A skill's SKILL.md (Agent Skills format)", mimeType: 'text/markdown' },
      { uriTemplate: 'skill://{name}/{+path}', name: 'skill-file', description: 'A file inside a skill folder, by its path relative to the folder' },
    ],
  }));

  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    try {
      return { contents: [readResource(session, options.catalog, request.params.uri)] };
    } catch (err) {
      if (err instanceof AccessError) throw resourceError(err);
      throw err;
    }
  });

  return server;
}
