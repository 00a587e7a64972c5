/**
 * The server's answer to `initialize`, without the SDK: `skillscope mcp` writes it from here before
 * it loads @modelcontextprotocol/sdk (its `Server` and schemas cost ~190 ms of CPU to load — zod
 * ~95 ms, ajv ~95 ms — on the 2-core machine, most of a 300 ms start), then hands the connection
 * to the SDK's server (server.ts), which takes the client's capabilities from the same request.
 *
 * The answer is the SDK's own, byte for byte (`Server._oninitialize` in SDK 1.x, sent by
 * `Protocol` as `{result, jsonrpc, id}`): test/mcp/initialize.test.ts writes each request to
 * both and compares the lines. Only a request this module can vouch for is answered here —
 * one the SDK's schemas surely accept, checked conservatively; anything else (a `_meta`,
 * `tasks`, icons, a field of an unexpected type, another first message) is left to the SDK,
 * which answers it as before. Pure: text in, text out.
 */

/** `SUPPORTED_PROTOCOL_VERSIONS` of @modelcontextprotocol/sdk (types.js); a test pins it to the SDK's. */
export const PROTOCOL_VERSIONS: readonly string[] = [
  '2025-11-25',
  '2025-06-18',
  '2025-03-26',
  '2024-11-05',
  '2024-10-07',
];
/** `LATEST_PROTOCOL_VERSION` of the SDK: the answer to a version it does not support. */
export const LATEST_PROTOCOL_VERSION = '2025-11-25';

/** The Skills Extension's id (io.modelcontextprotocol/skills). */
const SKILLS_EXTENSION_ID = 'io.modelcontextprotocol/skills';

/** What the server declares: resources (list changes when watched), tools, the Skills Extension. */
export function serverCapabilities(): Record<string, unknown> {
  return {
    resources: { listChanged: true },
    tools: { listChanged: false },
    extensions: { [SKILLS_EXTENSION_ID]: { directoryRead: true } },
  };
}

/** The server's `serverInfo`. */
export function serverInfo(version: string): { name: string; title: string; version: string } {
  return { name: 'skillscope', title: 'skillscope skills', version };
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const optional = (v: unknown, test: (x: unknown) => boolean): boolean => v === undefined || test(v);
const isString = (v: unknown): boolean => typeof v === 'string';
const isBoolean = (v: unknown): boolean => typeof v === 'boolean';
const allObjects = (v: unknown): boolean => isObject(v) && Object.values(v).every(isObject);
const keysWithin = (v: Json, allowed: readonly string[]): boolean => Object.keys(v).every((k) => allowed.includes(k));

/**
 * The client capabilities the SDK's `ClientCapabilitiesSchema` surely accepts, in the shapes clients
 * send (`roots`, `sampling`, `elicitation`, `experimental`, `extensions`, unknown keys); `tasks`
 * and anything less plain go to the SDK.
 */
function plainCapabilities(caps: unknown): boolean {
  if (!isObject(caps) || 'tasks' in caps) return false;
  const { roots, sampling, elicitation, experimental, extensions } = caps;
  return (
    optional(roots, (r) => isObject(r) && optional(r['listChanged'], isBoolean)) &&
    optional(sampling, (s) => isObject(s) && optional(s['context'], isObject) && optional(s['tools'], isObject)) &&
    optional(
      elicitation,
      (e) =>
        isObject(e) &&
        optional(e['form'], (f) => isObject(f) && optional(f['applyDefaults'], isBoolean)) &&
        optional(e['url'], isObject),
    ) &&
    optional(experimental, allObjects) &&
    optional(extensions, allObjects)
  );
}

/** `clientInfo` as `ImplementationSchema` surely accepts it (no icons: those go to the SDK). */
function plainClientInfo(info: unknown): boolean {
  return (
    isObject(info) &&
    !('icons' in info) &&
    isString(info['name']) &&
    isString(info['version']) &&
    optional(info['title'], isString) &&
    optional(info['websiteUrl'], isString) &&
    optional(info['description'], isString)
  );
}

/**
 * The line answering `line` when it is an `initialize` request this module can vouch for (see the
 * header), else null (the SDK answers it). `instructions` and `version` as the server has them.
 */
export function quickInitializeReply(line: string, instructions: string, version: string): string | null {
  let message: unknown;
  try {
    message = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isObject(message) || !keysWithin(message, ['jsonrpc', 'id', 'method', 'params'])) return null;
  const { jsonrpc, id, method, params } = message;
  if (jsonrpc !== '2.0' || method !== 'initialize' || !isObject(params) || '_meta' in params) return null;
  if (!(typeof id === 'string' || (typeof id === 'number' && Number.isSafeInteger(id)))) return null;
  const { protocolVersion, capabilities, clientInfo } = params;
  if (typeof protocolVersion !== 'string' || !plainCapabilities(capabilities) || !plainClientInfo(clientInfo))
    return null;
  const result = {
    protocolVersion: PROTOCOL_VERSIONS.includes(protocolVersion) ? protocolVersion : LATEST_PROTOCOL_VERSION,
    capabilities: serverCapabilities(),
    serverInfo: serverInfo(version),
    ...(instructions !== '' ? { instructions } : {}),
  };
  return `${JSON.stringify({ result, jsonrpc: '2.0', id })}\n`;
}
