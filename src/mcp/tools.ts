/**
 * The MCP tools: discover_skills, load_skill (the Skills Extension's reference example adds a
 * load_skill tool too), search_skills, inspect_skills, select_skill. Input schemas are fixed
 * JSON Schemas that never enumerate skill names (a name list in a schema grows every request with the collection): adding a skill never changes a
 * tool definition; names are checked against the current view when a tool runs.
 *
 * Each call returns the same JSON document as the CLI's --json output, as text and as
 * structuredContent — except load_skill, whose content is the file itself (`toolResult`); URIs
 * in results are the served ones (same-name skills have prefixed paths); a typed error is a tool error (`isError: true`) whose document is
 * `{"error": {"code", "message", …data}}` — the same codes as the CLI.
 */
import {
  AccessError,
  appendSelection,
  discover,
  inspectRefs,
  INSPECT_MAX_REFS,
  loadSkill,
  searchSkills,
  selectionEvent,
  selectionResult,
  skillPathUri,
  DISCOVER_MAX_LIMIT,
  SEARCH_ANALYZERS,
  SEARCH_MAX_LIMIT,
  SKILL_FILE,
  type AccessSession,
  type AccessSkill,
  type SearchAnalyzer,
  type CatalogOptions,
} from '../access/index.js';
import { servedOf, type ServedIndex } from './served.js';

export interface ToolDefinition {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: {
    readonly type: 'object';
    readonly properties: Readonly<Record<string, object>>;
    readonly required?: readonly string[];
    readonly additionalProperties: false;
  };
  readonly annotations: {
    readonly readOnlyHint: boolean;
    readonly idempotentHint: boolean;
    readonly openWorldHint: false;
  };
}

const ro = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const;

export const TOOLS: readonly ToolDefinition[] = [
  {
    name: 'discover_skills',
    title: 'Discover skills',
    description:
      'Find skills whose name or description contains `query` (case-insensitive), in name order, one page at a time. Includes skills in cold storage (enabled: false). Use it when the catalog says has_more or the skill you need is not listed.',
    inputSchema: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'Text to find in names and descriptions; empty lists every skill.' },
        offset: {
          type: 'integer',
          minimum: 0,
          description: 'First match to return (next_offset of the previous page).',
        },
        limit: {
          type: 'integer',
          minimum: 1,
          maximum: DISCOVER_MAX_LIMIT,
          description: 'Matches per page (default 20).',
        },
      },
      required: ['query'],
      additionalProperties: false,
    },
    annotations: ro,
  },
  {
    name: 'load_skill',
    title: 'Load a skill',
    description:
      "Read a skill's SKILL.md by name, or one of its files with `resource` (a path relative to the skill folder, as SKILL.md refers to it). Pass the catalog's revision as catalog_revision to be told (SKILL_CATALOG_CHANGED) when the skills changed since. Errors: SKILL_NOT_FOUND (with closest names), RESOURCE_NOT_FOUND, RESOURCE_OUT_OF_SCOPE.",
    inputSchema: {
      type: 'object',
      properties: {
        name: {
          type: 'string',
          minLength: 1,
          description: 'Skill name, as listed by the catalog, discover_skills or search_skills.',
        },
        resource: {
          type: 'string',
          description: "File inside the skill folder, '/' separated, e.g. references/forms.md. Omit for SKILL.md.",
        },
        catalog_revision: { type: 'string', description: 'The revision the catalog or discover_skills returned.' },
      },
      required: ['name'],
      additionalProperties: false,
    },
    annotations: ro,
  },
  {
    name: 'search_skills',
    title: 'Search skills',
    description:
      'Search the metadata of every skill (name, description, when_to_use, aliases, tags, tools, domains, intents, examples; never bodies), including skills in cold storage. Extract keywords from the task: `all` terms must all match, `any` terms add evidence. Returns refs with score, matched terms and fields, snippets, and totalMatches/returned/truncated (truncated: add terms to narrow).',
    inputSchema: {
      type: 'object',
      properties: {
        all: { type: 'array', items: { type: 'string' }, description: 'Must terms.' },
        any: { type: 'array', items: { type: 'string' }, description: 'Probe terms.' },
        limit: {
          type: 'integer',
          minimum: 1,
          maximum: SEARCH_MAX_LIMIT,
          description: 'Candidates returned (default 30).',
        },
        analyzer: {
          type: 'string',
          enum: [...SEARCH_ANALYZERS],
          description:
            'multi (default): terms as written (English stems, Chinese words and bigrams). bilingual: each term also translated Chinese <-> English through a dictionary (CC-CEDICT), so Chinese keywords find skills described in English and the reverse; a must term is met by itself or one of its translations, and the result lists the translations used.',
        },
      },
      additionalProperties: false,
    },
    annotations: ro,
  },
  {
    name: 'inspect_skills',
    title: 'Inspect search candidates',
    description: `Full metadata (never the body) of up to ${INSPECT_MAX_REFS} skills by their search refs, to decide between close candidates.`,
    inputSchema: {
      type: 'object',
      properties: {
        refs: {
          type: 'array',
          items: { type: 'string', pattern: '^sk-[0-9a-f]{12}$' },
          minItems: 1,
          maxItems: INSPECT_MAX_REFS,
          description: 'Refs from search_skills.',
        },
      },
      required: ['refs'],
      additionalProperties: false,
    },
    annotations: ro,
  },
  {
    name: 'select_skill',
    title: 'Select a skill',
    description:
      'Record that a search candidate was chosen for a request, with your confidence and the reason the evidence supports it (an audit log for the skill maintainers). Returns the skill name and URI to load. If the evidence is weak, search again instead of selecting.',
    inputSchema: {
      type: 'object',
      properties: {
        ref: { type: 'string', pattern: '^sk-[0-9a-f]{12}$', description: 'Ref from search_skills.' },
        query: { type: 'string', minLength: 1, description: "The user's request, as given." },
        confidence: { type: 'string', enum: ['low', 'medium', 'high'] },
        reason: { type: 'string', minLength: 1, description: 'Why the metadata supports this choice.' },
      },
      required: ['ref', 'query', 'confidence', 'reason'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: false, idempotentHint: false, openWorldHint: false },
  },
];

type Args = Readonly<Record<string, unknown>>;

function bad(argument: string, expected: string): AccessError {
  return new AccessError('INVALID_ARGUMENT', `${argument} must be ${expected}`, { argument });
}
function str(args: Args, key: string, required: boolean): string | undefined {
  const v = args[key];
  if (v === undefined && !required) return undefined;
  if (typeof v !== 'string') throw bad(key, 'a string');
  return v;
}
function int(args: Args, key: string): number | undefined {
  const v = args[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v)) throw bad(key, 'a whole number');
  return v;
}
function strings(args: Args, key: string): string[] | undefined {
  const v = args[key];
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw bad(key, 'a list of strings');
  return v as string[];
}

/** Unknown tool names are a protocol error (-32602), not a tool result (MCP "Tools": error handling). */
export class UnknownToolError extends Error {
  override readonly name = 'UnknownToolError';
}

/** The served URI of a file of an access skill (same-name skills each have their own path). */
function servedUri(served: ServedIndex | undefined, s: AccessSkill | undefined, rel: string, fallback: string): string {
  const hit = served === undefined || s === undefined ? undefined : servedOf(served, s);
  return hit === undefined ? fallback : skillPathUri(hit.path, rel);
}

/**
 * Runs one tool; returns the JSON document, or throws AccessError (UnknownToolError for a name
 * no tool has). With `served`, URIs in the results are the ones resources/read serves.
 */
export function runTool(
  session: AccessSession,
  name: string,
  args: Args,
  catalog: CatalogOptions,
  now: () => Date = () => new Date(),
  served?: ServedIndex,
): unknown {
  switch (name) {
    case 'discover_skills': {
      const offset = int(args, 'offset');
      const limit = int(args, 'limit');
      return discover(session.view(), str(args, 'query', true) as string, {
        ...(offset !== undefined ? { offset } : {}),
        ...(limit !== undefined ? { limit } : {}),
      });
    }
    case 'load_skill': {
      const resource = str(args, 'resource', false);
      const revision = str(args, 'catalog_revision', false);
      const view = session.view();
      const result = loadSkill(
        view,
        {
          name: str(args, 'name', true) as string,
          ...(resource !== undefined ? { resource } : {}),
          ...(revision !== undefined ? { revision } : {}),
        },
        catalog,
        session.fs,
      );
      return { ...result, uri: servedUri(served, view.byName.get(result.name), result.resource, result.uri) };
    }
    case 'search_skills': {
      const limit = int(args, 'limit');
      const analyzer = str(args, 'analyzer', false);
      if (analyzer !== undefined && !(SEARCH_ANALYZERS as readonly string[]).includes(analyzer))
        throw bad('analyzer', SEARCH_ANALYZERS.map((a) => `'${a}'`).join(' or '));
      return searchSkills(session.searchIndex(), {
        all: strings(args, 'all') ?? [],
        any: strings(args, 'any') ?? [],
        ...(limit !== undefined ? { limit } : {}),
        ...(analyzer !== undefined ? { analyzer: analyzer as SearchAnalyzer } : {}),
      });
    }
    case 'inspect_skills': {
      const view = session.view();
      const doc = inspectRefs(view, strings(args, 'refs') ?? [], session.state().usage);
      return {
        ...doc,
        skills: doc.skills.map((s) => ({ ...s, uri: servedUri(served, view.byRef.get(s.ref), SKILL_FILE, s.uri) })),
      };
    }
    case 'select_skill': {
      const view = session.view();
      const { skill, event } = selectionEvent(
        view,
        {
          ref: str(args, 'ref', true) as string,
          query: str(args, 'query', true) as string,
          confidence: str(args, 'confidence', true) as string,
          reason: str(args, 'reason', true) as string,
        },
        now(),
      );
      appendSelection(session.location, event);
      const doc = selectionResult(skill, event, view);
      return { ...doc, selected: { ...doc.selected, uri: servedUri(served, skill, SKILL_FILE, doc.selected.uri) } };
    }
    default:
      throw new UnknownToolError(`unknown tool '${name}'`);
  }
}

export interface ToolCallResult {
  readonly content: readonly Record<string, unknown>[];
  readonly structuredContent: Record<string, unknown>;
  readonly isError?: true;
  readonly [key: string]: unknown;
}

/**
 * The tools/call result of a document. load_skill gives the file itself — SKILL.md or a text
 * file as plain text content (a JSON string of it cost ~10 % more tokens in escapes), a binary
 * file as an embedded resource with its blob — and its metadata (without the text) as
 * structuredContent; every other tool gives its JSON document as text and structuredContent.
 */
export function toolResult(doc: Record<string, unknown>): ToolCallResult {
  if (doc['kind'] === 'skill_content') {
    const { text, base64, ...meta } = doc as { text: string | null; base64?: string } & Record<string, unknown>;
    const content =
      text !== null
        ? [{ type: 'text', text }]
        : [
            {
              type: 'resource',
              resource: { uri: String(meta['uri']), mimeType: String(meta['mimeType']), blob: base64 ?? '' },
            },
          ];
    return { content, structuredContent: meta };
  }
  return { content: [{ type: 'text', text: JSON.stringify(doc, null, 2) }], structuredContent: doc };
}
