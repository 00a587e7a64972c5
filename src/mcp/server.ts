/**
 * The skillscope MCP server: a second face over the access core (never over the CLI). Low-level
 * `Server` from @modelcontextprotocol/sdk 1.x with hand-written JSON Schemas, so the tool
 * definitions are exactly what `tools.ts` says (no enum of skill names can creep in).
 *
 * Capabilities: resources (listChanged: a watcher calls `notifyChanged`), tools, and the Skills
 * Extension (`extensions`, with `directoryRead`): skills/list, skills/get and
 * resources/directory/read are answered by the fallback handler (the SDK 1.x has no schema for
 * them). Params are checked against the SDK's schemas in the handler, so a bad one is -32602
 * (Invalid params) — the SDK's own parse would report it as -32603. Nothing is written except
 * the selection log (select_skill); cold storage is managed with the CLI.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type JSONRPCRequest,
} from '@modelcontextprotocol/sdk/types.js';
import {
  AccessError,
  buildCatalog,
  unreadHiddenPart,
  type AccessSession,
  type CatalogOptions,
  type UnreadHiddenPart,
} from '../access/index.js';
import {
  DIRECTORY_READ_METHOD,
  getSkillEntry,
  listSkillEntries,
  readDirectory,
  SKILLS_GET_METHOD,
  SKILLS_LIST_METHOD,
} from './extension.js';
import { serverCapabilities, serverInfo } from './initialize.js';
import { serverInstructions } from './instructions.js';
import { listResources, readResource } from './resources.js';
import { buildServedIndex, type ServedIndex } from './served.js';
import { runTool, toolResult, TOOLS, UnknownToolError } from './tools.js';

export interface McpServerOptions {
  readonly version: string;
  readonly catalog: CatalogOptions;
  /**
   * Runs once, in the turn of the event loop after the first `initialize` is answered (the CLI
   * logs its notes on the loaded skills there), before the whole view and the search index are
   * loaded in the background.
   */
  readonly afterInitialize?: () => void;
  /**
   * The `initialize` request when it was already answered without the SDK (initialize.ts, from
   * the same instructions): the server takes the client's capabilities from it as its own
   * handler would, and warms up as after its own answer.
   */
  readonly initialized?: unknown;
}

/** What a zod schema's safeParse gives, as far as the handlers look at it. */
type Parsed<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/** The request checked against the SDK's schema; a mismatch is -32602 naming the first bad field. */
function checked<T>(schema: { safeParse(v: unknown): Parsed<T> }, request: unknown): T {
  const r = schema.safeParse(request);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const where = issue === undefined ? '' : issue.path.map(String).join('.');
  throw new McpError(
    ErrorCode.InvalidParams,
    `invalid params${where === '' ? '' : ` at ${where}`}: ${issue?.message ?? 'does not match the method'}`,
    { path: where },
  );
}

/** A method's schema reduced to its method name: the SDK routes by it and the handler checks the rest. */
const routeOnly = <S extends { pick(mask: { method: true }): { loose(): unknown } }>(schema: S) =>
  schema.pick({ method: true }).loose() as ReturnType<ReturnType<S['pick']>['loose']>;

/**
 * A typed error as a tool result. `unread`: the view's unread hidden skills — a SKILL_NOT_FOUND may
 * be a skill in a hidden folder no source read, and the model never sees the server's stderr note.
 */
function toolError(
  err: AccessError,
  unread: UnreadHiddenPart = {},
): { content: { type: 'text'; text: string }[]; structuredContent: Record<string, unknown>; isError: true } {
  const doc = { schemaVersion: 1, error: { code: err.code, message: err.message, ...err.data }, ...unread };
  return { content: [{ type: 'text', text: JSON.stringify(doc, null, 2) }], structuredContent: doc, isError: true };
}

/** A protocol error for resources/read: -32602 for a file not served (the extension's code), the access code in `data.code`. */
function resourceError(err: AccessError): McpError {
  return new McpError(ErrorCode.InvalidParams, `${err.code}: ${err.message}`, { code: err.code, ...err.data });
}

export function createSkillServer(session: AccessSession, options: McpServerOptions): Server {
  // The instructions need the catalog only: a session created `catalogFirst` reads every SKILL.md
  // and lists no resource for it, so `initialize` is answered before the rest is loaded.
  const catalogNow = () => buildCatalog(session.catalogView(), options.catalog);
  let index: ServedIndex | undefined;
  const served = (): ServedIndex => {
    const view = session.view();
    if (index?.view !== view) index = buildServedIndex(session.sets(), view);
    return index;
  };
  const server = new Server(serverInfo(options.version), {
    capabilities: serverCapabilities(),
    instructions: serverInstructions(catalogNow()),
  });

  // The SDK's own initialize handler, behind the same params check (its parse said -32603).
  const sdk = server as unknown as { _oninitialize(request: unknown): Promise<Record<string, unknown>> };
  const initialize = sdk._oninitialize.bind(server);
  let warmed = false;
  // After the answer is sent (its write is queued before any timer runs): the caller's hook, then
  // the whole view and the search index, each in its own turn so a request that came meanwhile is
  // read between them (it loads what it needs itself). An error here is left for that request.
  const warm = (): void => {
    if (warmed) return;
    warmed = true;
    setImmediate(() => {
      try {
        options.afterInitialize?.();
        session.view();
      } catch {
        return;
      }
      setImmediate(() => {
        try {
          session.searchIndex();
        } catch {
          // the first search_skills reports it
        }
      });
    });
  };
  server.setRequestHandler(routeOnly(InitializeRequestSchema), async (raw) => {
    const result = await initialize(checked(InitializeRequestSchema, raw));
    warm();
    return result as never;
  });
  if (options.initialized !== undefined) {
    void initialize(checked(InitializeRequestSchema, options.initialized));
    warm();
  }

  server.setRequestHandler(routeOnly(ListToolsRequestSchema), async () => ({
    tools: TOOLS.map((t) => ({ ...t })) as never,
  }));

  server.setRequestHandler(routeOnly(CallToolRequestSchema), async (raw) => {
    const request = checked(CallToolRequestSchema, raw);
    try {
      const doc = runTool(
        session,
        request.params.name,
        (request.params.arguments ?? {}) as Record<string, unknown>,
        options.catalog,
        undefined,
        served(),
      ) as Record<string, unknown>;
      return toolResult(doc) as never;
    } catch (err) {
      if (err instanceof UnknownToolError)
        throw new McpError(ErrorCode.InvalidParams, err.message, { argument: 'name' });
      if (err instanceof AccessError) return toolError(err, unreadHiddenPart(session.view()));
      throw err;
    }
  });

  server.setRequestHandler(routeOnly(ListResourcesRequestSchema), async (raw) => {
    checked(ListResourcesRequestSchema, raw);
    // resources/list with the SEP-2093 `uri` parameter: the SDK's schema does not know it.
    const params = ((raw as { params?: unknown }).params ?? {}) as { uri?: unknown; cursor?: unknown };
    try {
      const result = listResources(
        served(),
        options.catalog,
        session.fs,
        typeof params.uri === 'string' ? params.uri : undefined,
        typeof params.cursor === 'string' ? params.cursor : undefined,
      );
      return {
        resources: result.resources.map((r) => ({ ...r })),
        ...(result.nextCursor !== undefined ? { nextCursor: result.nextCursor } : {}),
      };
    } catch (err) {
      if (err instanceof AccessError)
        throw new McpError(ErrorCode.InvalidParams, err.message, { code: err.code, ...err.data });
      throw err;
    }
  });

  server.setRequestHandler(routeOnly(ListResourceTemplatesRequestSchema), async () => ({
    resourceTemplates: [
      {
        uriTemplate: 'skill://{+skillPath}/SKILL.md',
        name: 'skill',
        description: "A skill's SKILL.md (Agent Skills format); the path's last segment is the skill name",
        mimeType: 'text/markdown',
      },
      {
        uriTemplate: 'skill://{+skillPath}/{+file}',
        name: 'skill-file',
        description: 'A file inside a skill folder, by its path relative to the folder',
      },
    ],
  }));

  server.setRequestHandler(routeOnly(ReadResourceRequestSchema), async (raw) => {
    const request = checked(ReadResourceRequestSchema, raw);
    try {
      return { contents: [readResource(served(), options.catalog, session.fs, request.params.uri)] };
    } catch (err) {
      if (err instanceof AccessError) throw resourceError(err);
      throw err;
    }
  });

  // The extension's methods: the SDK 1.x has no schemas for them, so they come here.
  server.fallbackRequestHandler = async (request: JSONRPCRequest) => {
    const params = (request.params ?? {}) as Record<string, unknown>;
    if (typeof params !== 'object' || params === null || Array.isArray(params))
      throw new McpError(ErrorCode.InvalidParams, 'params must be an object');
    switch (request.method) {
      case SKILLS_LIST_METHOD:
        return listSkillEntries(served(), params['cursor'], session.fs) as never;
      case SKILLS_GET_METHOD:
        return getSkillEntry(served(), params['uri'], session.fs) as never;
      case DIRECTORY_READ_METHOD:
        return readDirectory(served(), params['uri'], params['cursor'], session.fs) as never;
      default:
        throw new McpError(ErrorCode.MethodNotFound, `Method not found: ${request.method}`);
    }
  };

  return server;
}

/** The served skills of a session as the server sees them (for the CLI's log of left-out skills). */
export function servedIndexOf(session: AccessSession): ServedIndex {
  return buildServedIndex(session.sets(), session.view());
}
