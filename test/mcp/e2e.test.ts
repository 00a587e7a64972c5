/**
 * End to end: `skillscope mcp fixtures/skills` as a child process, driven by the SDK's stdio
 * client — resources, templates, every tool with success and each error code, and the
 * guarantee that no tool schema enumerates skill names.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ListResourcesResultSchema, ResourceListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli } from '../helpers/cli.js';
import { skillMd, tempTree } from '../access/helpers.js';

const BIN = path.join(REPO_ROOT, 'dist', 'cli', 'main.js');

async function connect(args: string[]): Promise<Client> {
  const client = new Client({ name: 'skillscope-test', version: '0.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp', ...args],
      cwd: REPO_ROOT,
      stderr: 'ignore',
    }),
  );
  return client;
}

type ToolResult = {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text?: string }[];
};

function errorCode(r: ToolResult): unknown {
  expect(r.isError).toBe(true);
  const doc = JSON.parse(r.content[0]!.text!) as { error: { code: string } };
  expect((r.structuredContent as { error: { code: string } }).error.code).toBe(doc.error.code);
  return doc.error.code;
}

function collectEnums(schema: unknown, out: unknown[][] = []): unknown[][] {
  if (Array.isArray(schema)) for (const x of schema) collectEnums(x, out);
  else if (typeof schema === 'object' && schema !== null) {
    for (const [k, v] of Object.entries(schema)) {
      if (k === 'enum' && Array.isArray(v)) out.push(v);
      else collectEnums(v, out);
    }
  }
  return out;
}

describe('skillscope mcp fixtures/skills', () => {
  const state = mkdtempSync(path.join(tmpdir(), 'skillscope-mcp-state-'));
  let client: Client;
  beforeAll(async () => {
    client = await connect(['fixtures/skills', '--state', state]);
  }, 30_000);
  afterAll(async () => {
    await client?.close();
  });

  it('declares the Skills Extension and gives the bounded catalog in the instructions', () => {
    const caps = client.getServerCapabilities() as {
      extensions?: Record<string, unknown>;
      resources?: { listChanged?: boolean };
    };
    expect(caps.extensions).toHaveProperty(['io.modelcontextprotocol/skills']);
    expect(caps.resources?.listChanged).toBe(true);
    const instructions = client.getInstructions() ?? '';
    expect(instructions).toContain('- pdf-form-filler: ');
    expect(instructions).toMatch(/more via discover_skills/);
  });

  it('lists SKILL.md resources, scoped lists, templates; reads SKILL.md, a file and the catalog', async () => {
    const all = await client.listResources();
    const skillMds = all.resources.filter((r) => /^skill:\/\/[^/]+\/SKILL\.md$/.test(r.uri));
    expect(skillMds).toHaveLength(30);
    expect(skillMds.find((r) => r.name === 'pdf-form-filler')).toMatchObject({
      uri: 'skill://pdf-form-filler/SKILL.md',
      mimeType: 'text/markdown',
    });
    expect(all.resources.some((r) => r.uri === 'skillscope://catalog')).toBe(true);
    const scoped = await client.request(
      { method: 'resources/list', params: { uri: 'skill://pdf-form-filler/' } },
      ListResourcesResultSchema,
    );
    expect(scoped.resources.map((r) => r.uri)).toEqual(
      expect.arrayContaining(['skill://pdf-form-filler/SKILL.md', 'skill://pdf-form-filler/references/field-types.md']),
    );
    const skillsOnly = await client.request(
      { method: 'resources/list', params: { uri: 'skill://' } },
      ListResourcesResultSchema,
    );
    expect(skillsOnly.resources.every((r) => r.uri.startsWith('skill://'))).toBe(true);
    const templates = await client.listResourceTemplates();
    expect(templates.resourceTemplates.map((t) => t.uriTemplate)).toEqual([
      'skill://{+skillPath}/SKILL.md',
      'skill://{+skillPath}/{+file}',
    ]);
    const md = await client.readResource({ uri: 'skill://pdf-form-filler/SKILL.md' });
    expect((md.contents[0] as { text: string }).text).toMatch(/^---\nname: pdf-form-filler/);
    const ref = await client.readResource({ uri: 'skill://pdf-form-filler/references/field-types.md' });
    expect((ref.contents[0] as { text: string }).text.length).toBeGreaterThan(10);
    const cat = JSON.parse(
      ((await client.readResource({ uri: 'skillscope://catalog' })).contents[0] as { text: string }).text,
    ) as { kind: string; discovery_tool: string };
    expect(cat).toMatchObject({ kind: 'skill_catalog', discovery_tool: 'discover_skills' });
    await expect(client.readResource({ uri: 'skill://pdf-form-filler/../csv-cleaner/SKILL.md' })).rejects.toMatchObject(
      { data: { code: 'RESOURCE_OUT_OF_SCOPE' } },
    );
    await expect(client.readResource({ uri: 'skill://no-such-skill/SKILL.md' })).rejects.toMatchObject({
      data: { code: 'SKILL_NOT_FOUND' },
    });
  });

  it('lists the five tools, and no schema enumerates skill names', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'discover_skills',
      'inspect_skills',
      'load_skill',
      'search_skills',
      'select_skill',
    ]);
    const listed = await client.listResources();
    const names = listed.resources.filter((r) => r.uri.endsWith('/SKILL.md')).map((r) => r.name);
    expect(names.length).toBe(30);
    const enums = collectEnums(tools.map((t) => t.inputSchema));
    expect(enums).toEqual([
      ['multi', 'bilingual'],
      ['low', 'medium', 'high'],
    ]);
    const text = JSON.stringify(tools);
    for (const n of names) expect(text).not.toContain(n);
  });

  it('calls every tool: successes', async () => {
    const d = (await client.callTool({ name: 'discover_skills', arguments: { query: 'pdf' } })) as ToolResult;
    expect(d.structuredContent).toMatchObject({ kind: 'skill_discovery', total: 1, next_offset: null });
    const revision = (d.structuredContent as { revision: string }).revision;
    const l = (await client.callTool({
      name: 'load_skill',
      arguments: { name: 'pdf-form-filler', catalog_revision: revision },
    })) as ToolResult;
    expect(l.structuredContent).toMatchObject({ kind: 'skill_content', uri: 'skill://pdf-form-filler/SKILL.md' });
    // The file itself as text content, not a JSON document holding it as an escaped string.
    const skillMdText = readFileSync(path.join(REPO_ROOT, 'fixtures/skills/pdf-form-filler/SKILL.md'), 'utf8');
    expect(l.content).toEqual([{ type: 'text', text: skillMdText }]);
    expect(l.structuredContent).not.toHaveProperty('text');
    const lr = (await client.callTool({
      name: 'load_skill',
      arguments: { name: 'pdf-form-filler', resource: 'references/field-types.md' },
    })) as ToolResult;
    expect(lr.isError).toBeFalsy();
    const s = (await client.callTool({
      name: 'search_skills',
      arguments: { all: ['pdf'], any: ['form'] },
    })) as ToolResult;
    const candidates = (s.structuredContent as { candidates: { ref: string; name: string }[] }).candidates;
    expect(candidates[0]!.name).toBe('pdf-form-filler');
    const i = (await client.callTool({
      name: 'inspect_skills',
      arguments: { refs: [candidates[0]!.ref] },
    })) as ToolResult;
    expect(i.structuredContent).toMatchObject({ kind: 'skill_inspection' });
    const sel = (await client.callTool({
      name: 'select_skill',
      arguments: { ref: candidates[0]!.ref, query: 'fill a pdf form', confidence: 'high', reason: 'matches' },
    })) as ToolResult;
    expect(sel.structuredContent).toMatchObject({
      kind: 'skill_selection',
      selected: { name: 'pdf-form-filler', uri: 'skill://pdf-form-filler/SKILL.md' },
    });
    const log = readFileSync(path.join(state, 'selections.jsonl'), 'utf8').trim().split('\n');
    expect(log).toHaveLength(1);
    expect(JSON.parse(log[0]!)).toMatchObject({
      name: 'pdf-form-filler',
      confidence: 'high',
      query: 'fill a pdf form',
    });
  });

  it('search_skills bridges Chinese and English when asked (analyzer: bilingual), documented in its schema', async () => {
    const tools = (await client.listTools()).tools;
    const schema = tools.find((t) => t.name === 'search_skills')?.inputSchema as {
      properties: Record<string, { enum?: string[]; description?: string }>;
    };
    expect(schema.properties['analyzer']?.enum).toEqual(['multi', 'bilingual']);
    expect(schema.properties['analyzer']?.description).toMatch(/Chinese <-> English/);
    const search = async (args: Record<string, unknown>) =>
      ((await client.callTool({ name: 'search_skills', arguments: args })) as ToolResult).structuredContent as {
        totalMatches: number;
        bridged?: { term: string; weight: number; from: string }[];
        candidates: { name: string; matched: { bridged?: string[] } }[];
      };
    // 电子表格 (spreadsheet) is in no fixture's metadata; as written it finds no skill.
    const plain = await search({ all: ['电子表格'] });
    expect(plain.totalMatches).toBe(0);
    expect(plain).not.toHaveProperty('bridged');
    const bridged = await search({ all: ['电子表格'], analyzer: 'bilingual' });
    expect(bridged.candidates[0]?.name).toBe('spreadsheet-tidy');
    expect(bridged.candidates[0]?.matched.bridged).toEqual(['spreadsheet']);
    expect(bridged.bridged).toContainEqual({ term: 'spreadsheet', weight: 2, from: '电子表格' });
    expect(
      errorCode(
        (await client.callTool({
          name: 'search_skills',
          arguments: { any: ['pdf'], analyzer: 'french' },
        })) as ToolResult,
      ),
    ).toBe('INVALID_ARGUMENT');
  });

  it('search --analyzer on the command line ranks as search_skills does, for each analyzer', async () => {
    const asks: { all?: string[]; any?: string[] }[] = [
      { any: ['电子表格', '图表', 'pdf'] },
      { all: ['表格'], any: ['convert', '报告'] },
      { any: ['翻译', 'translate', 'weekly', 'report'] },
    ];
    for (const analyzer of ['multi', 'bilingual'] as const)
      for (const ask of asks) {
        const mcp = ((await client.callTool({ name: 'search_skills', arguments: { ...ask, analyzer } })) as ToolResult)
          .structuredContent as Record<string, unknown>;
        const flags = [
          ...(ask.all ?? []).flatMap((t) => ['--all', t]),
          ...(ask.any ?? []).flatMap((t) => ['--any', t]),
        ];
        const cli = await runCli([
          'search',
          'fixtures/skills',
          ...flags,
          '--analyzer',
          analyzer,
          '--state',
          state,
          '--json',
        ]);
        expect(cli.code).toBe(0);
        const doc = JSON.parse(cli.stdout) as Record<string, unknown>;
        const ranking = (r: Record<string, unknown>) => ({
          totalMatches: r['totalMatches'],
          bridged: r['bridged'],
          candidates: (r['candidates'] as { ref: string; name: string; score: number; matched: unknown }[]).map((c) => [
            c.ref,
            c.name,
            c.score,
            c.matched,
          ]),
        });
        expect(ranking(doc), `${analyzer} ${JSON.stringify(ask)}`).toEqual(ranking(mcp));
        expect((mcp['candidates'] as unknown[]).length).toBeGreaterThan(0);
      }
    const wrong = await runCli(['search', 'fixtures/skills', '--any', 'pdf', '--analyzer', 'french']);
    expect(wrong.code).toBe(2);
  });

  it('calls every tool: each error code', async () => {
    const call = async (name: string, args: Record<string, unknown>) =>
      errorCode((await client.callTool({ name, arguments: args })) as ToolResult);
    expect(await call('load_skill', { name: 'pdf-form' })).toBe('SKILL_NOT_FOUND');
    expect(await call('load_skill', { name: 'pdf-form-filler', catalog_revision: 'old' })).toBe(
      'SKILL_CATALOG_CHANGED',
    );
    expect(await call('load_skill', { name: 'pdf-form-filler', resource: 'references/none.md' })).toBe(
      'RESOURCE_NOT_FOUND',
    );
    for (const resource of ['/etc/passwd', '../csv-cleaner/SKILL.md', '..\\x', 'C:\\x', '/dev/zero']) {
      expect(await call('load_skill', { name: 'pdf-form-filler', resource })).toBe('RESOURCE_OUT_OF_SCOPE');
    }
    expect(await call('discover_skills', { query: 'x', limit: 51 })).toBe('INVALID_ARGUMENT');
    expect(await call('search_skills', { any: ['the'] })).toBe('INVALID_ARGUMENT');
    expect(await call('inspect_skills', { refs: ['sk-000000000000'] })).toBe('REF_NOT_FOUND');
    expect(await call('inspect_skills', { refs: Array.from({ length: 6 }, (_, i) => `sk-00000000000${i}`) })).toBe(
      'TOO_MANY_REFS',
    );
    expect(await call('select_skill', { ref: 'sk-000000000000', query: 'q', confidence: 'high', reason: 'r' })).toBe(
      'REF_NOT_FOUND',
    );
    expect(await call('select_skill', { ref: 'sk-000000000000', query: 'q', confidence: 'sure', reason: 'r' })).toMatch(
      /REF_NOT_FOUND|INVALID_ARGUMENT/,
    );
    expect(await call('discover_skills', { query: 3 })).toBe('INVALID_ARGUMENT');
  });
});

describe('skillscope mcp --watch', () => {
  it('a change on disk updates the revision and sends resources/list_changed', async () => {
    const root = tempTree({ 'alpha/SKILL.md': skillMd('alpha', 'Alpha.'), 'beta/SKILL.md': skillMd('beta', 'Beta.') });
    const client = await connect([root, '--watch', '--state', mkdtempSync(path.join(tmpdir(), 'skillscope-mcp-w-'))]);
    try {
      const changed = new Promise<void>((resolve) =>
        client.setNotificationHandler(ResourceListChangedNotificationSchema, () => resolve()),
      );
      const before = ((await client.callTool({ name: 'discover_skills', arguments: { query: '' } })) as ToolResult)
        .structuredContent as { revision: string };
      writeFileSync(path.join(root, 'alpha', 'SKILL.md'), skillMd('alpha', 'Alpha, edited.'));
      await changed;
      const after = ((await client.callTool({ name: 'discover_skills', arguments: { query: '' } })) as ToolResult)
        .structuredContent as { revision: string; skills: { description: string }[] };
      expect(after.revision).not.toBe(before.revision);
      expect(after.skills[0]!.description).toBe('Alpha, edited.');
    } finally {
      await client.close();
    }
  }, 30_000);
});

describe('skillscope mcp on a folder with skills in a hidden folder it does not enter', () => {
  it('each tool result and the catalog resource carry unreadHidden; stdout stays the protocol', async () => {
    const root = tempTree({
      'alpha/SKILL.md': skillMd('alpha', 'Alpha.'),
      '.foo/skills/ghost/SKILL.md': skillMd('ghost', 'Ghost.'),
    });
    const client = await connect([root, '--state', mkdtempSync(path.join(tmpdir(), 'skillscope-mcp-h-'))]);
    try {
      const expected = [{ source: 'user', count: 1, folders: ['.foo/skills'], complete: true }];
      const tool = async (name: string, args: Record<string, unknown>) =>
        ((await client.callTool({ name, arguments: args })) as ToolResult).structuredContent as Record<string, unknown>;
      expect((await tool('discover_skills', { query: '' })).unreadHidden).toEqual(expected);
      const search = await tool('search_skills', { all: ['alpha'] });
      expect(search.unreadHidden).toEqual(expected);
      const ref = (search.candidates as { ref: string }[])[0]!.ref;
      expect((await tool('inspect_skills', { refs: [ref] })).unreadHidden).toEqual(expected);
      expect((await tool('load_skill', { name: 'alpha' })).unreadHidden).toEqual(expected);
      expect(
        (await tool('select_skill', { ref, query: 'alpha please', confidence: 'high', reason: 'named' })).unreadHidden,
      ).toEqual(expected);
      const cat = JSON.parse(
        ((await client.readResource({ uri: 'skillscope://catalog' })).contents[0] as { text: string }).text,
      ) as { unreadHidden?: unknown };
      expect(cat.unreadHidden).toEqual(expected);
      // The skill the model asks for may be the one in the hidden folder: the error says so too.
      const missing = (await client.callTool({ name: 'load_skill', arguments: { name: 'ghost' } })) as ToolResult;
      expect(errorCode(missing)).toBe('SKILL_NOT_FOUND');
      expect(missing.structuredContent?.unreadHidden).toEqual(expected);
    } finally {
      await client.close();
    }
  }, 30_000);
});
