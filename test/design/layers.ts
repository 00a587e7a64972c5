/**
 * The layer table of the house, bottom-up, and the files allowed to touch the machine (the file
 * system, the process). DESIGN.md draws this table; test/design/layers.test.ts enforces it over
 * every import of src/. One table, so the diagram, the rule and the test cannot disagree.
 *
 * A folder of src/ may import its own files and the folders of lower rows, never a folder of its
 * own row or above. A file directly in src/ is a unit of its own (`index.ts`).
 */

export const LAYERS: readonly (readonly string[])[] = [
  ['tokenizer'],
  ['base'],
  ['hosts'],
  ['skills'],
  ['audit', 'route'],
  ['check'],
  ['access', 'diff'],
  ['routing-bench'],
  ['cost', 'suggest'],
  ['config'],
  ['report'],
  ['hooks', 'mcp'],
  ['cli', 'index.ts'],
  ['action'],
];

export interface IoAllowance {
  /** May import `node:fs` / `node:fs/promises`. */
  readonly fs?: true;
  /** May use the `process` global (or import `node:process`). */
  readonly process?: true;
  /** Why this file is an edge of the house. */
  readonly why: string;
  /** Set when the allowance is a debt: where the IO should go, and why it has not moved yet. */
  readonly later?: string;
}

/** Every file of src/ that touches the file system or the process, and why. Nothing else may. */
export const IO_ADAPTERS: Readonly<Record<string, IoAllowance>> = {
  'src/base/write-guard.ts': {
    fs: true,
    process: true,
    why: 'the write guard: every write of the tool (the process id names its temporary files)',
  },
  'src/base/version.ts': { fs: true, why: "reads the tool's own package.json for VERSION, never a user path" },
  'src/skills/fs.ts': { fs: true, why: "the loader's file system interface, behind the read guard" },
  'src/skills/fd.ts': { fs: true, why: 'the read guard: opens every file through one checked descriptor' },
  'src/tokenizer/ranks.ts': { fs: true, why: 'reads the vocabulary files shipped with the tool' },
  'src/route/bilingual/load.ts': { fs: true, why: 'reads the bilingual dictionaries shipped with the tool' },
  'src/check/fix-fs.ts': {
    fs: true,
    why: "--fix's file system interface (reads through the read guard, writes through the write guard)",
  },
  'src/access/store.ts': {
    fs: true,
    why: 'the state store (cold storage, selections.jsonl): appends and renames through the write guard',
  },
  'src/mcp/watch.ts': { fs: true, why: 'watches the served skill folders for changes (fs.watch)' },
  'src/cli/main.ts': {
    process: true,
    why: 'the CLI entry: argv, streams, env, cwd and the exit code, handed to main() as CliIo',
  },
  'src/cli/files.ts': { fs: true, why: 'the CLI edge: stat of the paths a user passes' },
  'src/cli/project-file.ts': {
    fs: true,
    why: 'the CLI edge: where a project file (config, .claude/settings.json) may come from, and which folders are unsafe',
  },
  'src/action/run.ts': {
    fs: true,
    process: true,
    why: "the GitHub Action's entry: its own process, GITHUB_OUTPUT and the step summary (through the write guard)",
  },
};
