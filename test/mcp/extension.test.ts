/**
 * Skills Extension conformance (`io.modelcontextprotocol/skills`), driven by the working group's
 * client SDK (@olaservo/ext-skills) over the official SDK client, in memory and over stdio to the
 * built binary: list, get, read every resource with its digest and size verified, same-name skills
 * all reachable, encoded names round-trip, directory reads agree with the manifest, the left-out
 * skills are named with their reason, and unknown URIs are -32602.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import {
  getSkill,
  listSkills,
  readSkill,
  readSkillResource,
  serverSupportsDirectoryRead,
  serverSupportsSkills,
  SkillsListResultSchema,
  walkDirectory,
} from '@olaservo/ext-skills/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, parseSources } from '../../src/access/index.js';
import { createSkillServer, mcpCatalogOptions } from '../../src/mcp/index.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { tempTree } from '../access/helpers.js';
import { BINARY_ASSET, EXTENSION_TREE } from './extension-fixture.js';

const BIN = path.join(REPO_ROOT, 'dist', 'cli', 'main.js');
type SkillsClient = Parameters<typeof listSkills>[0];

/** The tree plus a file linked out of its skill (refused by the read guard) and one skill over the 512-file limit. */
function tree(): string {
  const root = tempTree({
    ...EXTENSION_TREE,
    'crowded/SKILL.md': `---\nname: crowded\ndescription: "Over the file limit."\n---\n# crowded\n`,
    ...Object.fromEntries(Array.from({ length: 512 }, (_, i) => [`crowded/parts/p${i}.md`, `part ${i}\n`])),
  });
  writeFileSync(path.join(tmpdir(), 'skillscope-ext-outside.md'), 'outside the skill\n');
  mkdirSync(path.join(root, 'atlas', 'links'), { recursive: true });
  symlinkSync(path.join(tmpdir(), 'skillscope-ext-outside.md'), path.join(root, 'atlas', 'links', 'outside.md'));
  return root;
}

async function inMemory(root: string): Promise<Client> {
  const session = createSession(parseSources([], [root], '/'), { dir: null, tried: [] });
  const server = createSkillServer(session, { version: 'test', catalog: mcpCatalogOptions() });
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'skillscope-test', version: '0.0.0' });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  return client;
}

async function overStdio(root: string): Promise<Client> {
  const client = new Client({ name: 'skillscope-test', version: '0.0.0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp', root], cwd: REPO_ROOT, stderr: 'ignore' }),
  );
  return client;
}

describe.each([
  ['in memory', inMemory],
  ['over stdio to the built binary', overStdio],
])('Skills Extension, %s', (_how, connect) => {
  let client: Client;
  let sk: SkillsClient;
  beforeAll(async () => {
    client = await connect(tree());
    sk = client as unknown as SkillsClient;
  }, 30_000);
  afterAll(async () => {
    await client?.close();
  });

  it('declares the extension with directoryRead and the resources capability', () => {
    expect(serverSupportsSkills(sk)).toBe(true);
    expect(serverSupportsDirectoryRead(sk)).toBe(true);
    expect(client.getServerCapabilities()?.resources).toBeDefined();
  });

  it('lists entries whose every file reads back with its digest and size, SKILL.md frontmatter included', async () => {
    const entries = await listSkills(sk);
    let files = 0;
    for (const entry of entries) {
      const text = await readSkill(sk, entry);
      expect(text.startsWith('---\n')).toBe(true);
      if (entry.resources === 'dynamic') throw new Error(`${entry.uri} has dynamic resources`);
      expect(entry.resources[0]?.uri).toBe(entry.uri);
      for (const r of entry.resources) {
        await readSkillResource(sk, entry, r.uri);
        files++;
      }
    }
    expect(files).toBe(entries.reduce((n, e) => n + (e.resources as unknown[]).length, 0));
    const atlas = entries.find((e) => e.uri === 'skill://atlas/SKILL.md');
    expect(atlas?.frontmatter).toEqual({
      name: 'atlas',
      description: 'Read maps and charts.',
      compatibility: 'any host',
    });
    expect((atlas?.resources as { uri: string }[]).map((r) => r.uri)).toEqual([
      'skill://atlas/SKILL.md',
      'skill://atlas/assets/tile.png',
      'skill://atlas/notes/bom.md',
      'skill://atlas/references/legend.md',
      // The nested skill's files are the enclosing skill's too; it is listed on its own as well.
      'skill://atlas/regional/SKILL.md',
      'skill://atlas/regional/coast.md',
    ]);
    const regional = entries.find((e) => e.frontmatter.name === 'regional');
    expect((regional?.resources as { uri: string }[]).map((r) => r.uri)).toEqual([
      'skill://regional/SKILL.md',
      'skill://regional/coast.md',
    ]);
    const digestOf = (e: typeof atlas, uri: string) =>
      (e?.resources as { uri: string; digest: string }[]).find((r) => r.uri === uri)?.digest;
    expect(digestOf(atlas, 'skill://atlas/regional/coast.md')).toBe(digestOf(regional, 'skill://regional/coast.md'));
    const blob = await readSkillResource(sk, atlas!, 'skill://atlas/assets/tile.png');
    expect(Buffer.from(blob.blob ?? '', 'base64').equals(BINARY_ASSET)).toBe(true);
    expect(blob.text).toBeUndefined();
  });

  it('serves every skill that shares a name, each under its own path ending in the name', async () => {
    const tethers = (await listSkills(sk)).filter((e) => e.frontmatter.name === 'tether');
    expect(tethers.map((e) => e.uri).sort()).toEqual([
      'skill://plugins/harbor/skills/tether-spare/tether/SKILL.md',
      'skill://plugins/harbor/skills/tether/tether/SKILL.md',
      'skill://plugins/river/skills/tether/SKILL.md',
      'skill://tether/SKILL.md',
    ]);
    expect(new Set(tethers.map((e) => e.frontmatter.description)).size).toBe(4);
    const harbor = tethers.find((e) => e.frontmatter.description === 'Tie a boat in the harbor plugin.');
    expect(harbor?.frontmatter).toEqual({
      name: 'tether',
      description: 'Tie a boat in the harbor plugin.',
      license: 'MIT',
      metadata: { team: 'harbor' },
    });
    for (const e of tethers) expect(await getSkill(sk, e.uri)).toEqual(e);
    const knots = await readSkillResource(
      sk,
      harbor!,
      'skill://plugins/harbor/skills/tether/tether/references/knots.md',
    );
    expect(knots.text).toBe('# Knots\n\nBowline first.\n');
  });

  it("percent-encodes names: a name with a slash is its own segment, never another skill's file", async () => {
    const read = async (uri: string) => ((await client.readResource({ uri })).contents[0] as { text: string }).text;
    expect(await read('skill://slash%2Fname/notes.md')).toBe('notes of the skill called slash/name\n');
    expect(await read('skill://slash/name/notes.md')).toBe('notes of the skill called slash\n');
    expect(await read('skill://slash%2Fname/SKILL.md')).toContain('name: slash/name');
    expect(await read('skill://__proto__/SKILL.md')).toContain('name: __proto__');
    // A decoded '/' inside a file segment is not a path into a subfolder.
    await expect(client.readResource({ uri: 'skill://slash/name%2Fnotes.md' })).rejects.toMatchObject({ code: -32602 });
    const listed = await client.listResources();
    expect(listed.resources.map((r) => r.uri)).toEqual(
      expect.arrayContaining([
        'skill://slash%2Fname/SKILL.md',
        'skill://__proto__/SKILL.md',
        'skill://constructor/SKILL.md',
      ]),
    );
    expect((await getSkill(sk, 'skill://constructor/SKILL.md')).frontmatter.name).toBe('constructor');
  });

  it('names the skills it leaves out and why; skills/get refuses them with -32602', async () => {
    const page = (await client.request({ method: 'skills/list', params: {} }, SkillsListResultSchema as never)) as {
      skills: { uri: string }[];
      _meta?: Record<string, unknown>;
      resultType?: string;
      ttlMs?: number;
      cacheScope?: string;
    };
    expect(page).toMatchObject({ resultType: 'complete', cacheScope: 'private' });
    expect(page.ttlMs).toBeGreaterThan(0);
    const leftOut = page._meta?.['io.github.skillscope/leftOut'] as { uri: string; reason: string }[];
    expect(leftOut.map((l) => [l.uri, l.reason]).sort()).toEqual([
      ['skill://__proto__/SKILL.md', 'name-rule'],
      ['skill://bare/SKILL.md', 'no-frontmatter'],
      ['skill://crowded/SKILL.md', 'too-many-resources'],
      ['skill://slash%2Fname/SKILL.md', 'name-rule'],
    ]);
    for (const l of leftOut) expect(page.skills.some((s) => s.uri === l.uri)).toBe(false);
    await expect(getSkill(sk, 'skill://crowded/SKILL.md')).rejects.toMatchObject({
      code: -32602,
      data: { reason: 'too-many-resources' },
    });
    await expect(getSkill(sk, 'skill://no-such-skill/SKILL.md')).rejects.toMatchObject({ code: -32602 });
    await expect(getSkill(sk, 'skill://atlas/references/legend.md')).rejects.toMatchObject({ code: -32602 });
    await expect(getSkill(sk, 'skill://atlas')).rejects.toMatchObject({ code: -32602 });
  });

  it('lists only files that read: a link out of the skill is in neither the manifest nor resources/list', async () => {
    const atlas = await getSkill(sk, 'skill://atlas/SKILL.md');
    expect((atlas.resources as { uri: string }[]).some((r) => r.uri.includes('links'))).toBe(false);
    const scoped = await client.request(
      { method: 'resources/list', params: { uri: 'skill://atlas/' } },
      (await import('@modelcontextprotocol/sdk/types.js')).ListResourcesResultSchema,
    );
    expect(scoped.resources.map((r) => r.uri)).toEqual((atlas.resources as { uri: string }[]).map((r) => r.uri));
    for (const r of scoped.resources) await client.readResource({ uri: r.uri });
    await expect(client.readResource({ uri: 'skill://atlas/links/outside.md' })).rejects.toMatchObject({
      code: -32602,
      data: { code: 'RESOURCE_OUT_OF_SCOPE' },
    });
    await expect(client.readResource({ uri: 'skill://no-such-skill/SKILL.md' })).rejects.toMatchObject({
      code: -32602,
    });
  });

  it('reads directories: the walk of a skill root gives its manifest files; a file or an unknown folder is -32602', async () => {
    const atlas = await getSkill(sk, 'skill://atlas/SKILL.md');
    const walked = await walkDirectory(sk, 'skill://atlas');
    expect(walked.map((f) => f.uri).sort()).toEqual((atlas.resources as { uri: string }[]).map((r) => r.uri).sort());
    const top = (
      await client.request(
        { method: 'resources/directory/read', params: { uri: 'skill://atlas' } },
        (
          await import('@modelcontextprotocol/sdk/types.js')
        ).ListResourcesResultSchema,
      )
    ).resources;
    expect(top.filter((r) => r.mimeType === 'inode/directory').map((r) => r.uri)).toEqual([
      'skill://atlas/assets',
      'skill://atlas/notes',
      'skill://atlas/references',
      'skill://atlas/regional',
    ]);
    const dirRead = (uri: string) =>
      client.request({ method: 'resources/directory/read', params: { uri } }, (async () => undefined) as never);
    await expect(dirRead('skill://atlas/SKILL.md')).rejects.toMatchObject({ code: -32602 });
    await expect(dirRead('skill://atlas/nothing')).rejects.toMatchObject({ code: -32602 });
  });

  it('load_skill gives a text file as text content and a binary one as an embedded blob, with the served URI', async () => {
    type Result = {
      content: { type: string; text?: string; resource?: { uri: string; blob?: string; mimeType?: string } }[];
      structuredContent?: Record<string, unknown>;
    };
    const md = (await client.callTool({
      name: 'load_skill',
      arguments: { name: 'atlas', resource: 'notes/bom.md' },
    })) as Result;
    expect(md.content).toEqual([{ type: 'text', text: 'A note that starts with a byte-order mark.\n' }]);
    const png = (await client.callTool({
      name: 'load_skill',
      arguments: { name: 'atlas', resource: 'assets/tile.png' },
    })) as Result;
    expect(png.content).toHaveLength(1);
    expect(png.content[0]).toMatchObject({
      type: 'resource',
      resource: { uri: 'skill://atlas/assets/tile.png', mimeType: 'image/png' },
    });
    expect(Buffer.from(png.content[0]!.resource!.blob!, 'base64').equals(BINARY_ASSET)).toBe(true);
    expect(png.structuredContent).not.toHaveProperty('base64');
    // The name-based tool reaches one of the tethers; the URI it gives is that one's served path.
    const tether = (await client.callTool({ name: 'load_skill', arguments: { name: 'tether' } })) as Result;
    const uri = tether.structuredContent?.['uri'] as string;
    expect((await getSkill(sk, uri)).frontmatter.name).toBe('tether');
    expect(((await client.readResource({ uri })).contents[0] as { text: string }).text).toBe(tether.content[0]!.text);
  });
});
