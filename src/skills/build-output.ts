/**
 * Build output committed inside a skill: `__pycache__/`, a Cargo or Maven `target/`, a Python
 * virtual environment, `node_modules/`, and a `dist/` or `build/` that holds compiled artefacts.
 * Such a folder is one thing (a forgotten `.gitignore` line), not dozens of large or duplicate
 * files, so the checker reports it once (SK508) and leaves its files out of the per-file rules.
 *
 * `dist/` and `build/` are often real content — a bundled `dist/cli.js` the skill runs, a
 * `references/build/` chapter — so they count only with artefacts no one ships on purpose:
 * object files, bytecode, wheels, build-system caches. A `target/` counts with Cargo's or
 * Maven's marks. Hidden folders (`.venv/`) and `node_modules/` are not walked by the loader
 * today; they are named here so that they are recognised wherever they do show up.
 */

/** What makes a candidate folder build output, by its name; `inner` is a path relative to the folder. */
const BUILD_FOLDERS: Readonly<Record<string, (inner: string) => boolean>> = {
  __pycache__: () => true,
  node_modules: () => true,
  target: (inner) =>
    /^(?:CACHEDIR\.TAG$|\.rustc_info\.json$|(?:debug|release)\/|classes\/|maven-status\/|surefire-reports\/)|\.class$/.test(
      inner,
    ),
  venv: (inner) => inner === 'pyvenv.cfg',
  '.venv': (inner) => inner === 'pyvenv.cfg',
  dist: (inner) => isArtefact(inner),
  build: (inner) => isArtefact(inner),
};

/** Compiled objects, bytecode, packages and build-system files: never written by hand. */
const ARTEFACT =
  /\.(?:o|obj|so|a|dylib|dll|pyc|pyo|class|whl|egg|tsbuildinfo)$|(?:^|\/)(?:CMakeCache\.txt|build\.ninja|\.ninja_log|cmake_install\.cmake)$|^(?:lib|bdist|temp)\.[\w.-]+\//;

function isArtefact(inner: string): boolean {
  return ARTEFACT.test(inner);
}

export interface BuildOutputFolder {
  /** The folder, relative to the skill folder ('/'-separated). */
  readonly folder: string;
  /** Its files, relative to the skill folder. */
  readonly files: readonly string[];
  readonly bytes: number;
}

/**
 * The outermost build-output folders among a skill's files (paths relative to the skill folder),
 * in path order, with their files and total size.
 */
export function buildOutputFolders(
  files: readonly { readonly relPath: string; readonly bytes: number }[],
): BuildOutputFolder[] {
  const candidates = new Map<string, { name: string; files: { relPath: string; bytes: number }[] }>();
  for (const file of files) {
    const parts = file.relPath.split('/');
    for (let i = 0; i < parts.length - 1; i++) {
      const name = parts[i]!;
      if (!Object.prototype.hasOwnProperty.call(BUILD_FOLDERS, name)) continue;
      const folder = parts.slice(0, i + 1).join('/');
      let entry = candidates.get(folder);
      if (entry === undefined) candidates.set(folder, (entry = { name, files: [] }));
      entry.files.push(file);
    }
  }
  const qualifying = new Set<string>();
  for (const [folder, { name, files: inside }] of candidates) {
    const test = BUILD_FOLDERS[name]!;
    if (inside.some((f) => test(f.relPath.slice(folder.length + 1)))) qualifying.add(folder);
  }
  const out: BuildOutputFolder[] = [];
  for (const folder of [...qualifying].sort()) {
    const parts = folder.split('/');
    if (parts.some((_, i) => i < parts.length - 1 && qualifying.has(parts.slice(0, i + 1).join('/')))) continue; // inside another
    const inside = candidates.get(folder)!.files;
    out.push({ folder, files: inside.map((f) => f.relPath), bytes: inside.reduce((sum, f) => sum + f.bytes, 0) });
  }
  return out;
}
