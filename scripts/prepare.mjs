/**
 * `prepare` (npm runs it on `npm install` / `npm ci` in a clone, on `npm pack`, and when a git
 * URL is installed): builds dist/ with `npm run build` when TypeScript is installed. An install
 * that leaves devDependencies out (a git dependency, `--omit=dev`) has no tsc: with dist/ already
 * built it keeps that build and says so; with no dist/ it fails with one line saying what to do,
 * instead of npm's `tsc: not found`.
 *
 *   node scripts/prepare.mjs
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let hasTsc = true;
try {
  createRequire(path.join(ROOT, 'package.json')).resolve('typescript/package.json');
} catch {
  hasTsc = false;
}
if (hasTsc) {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
} else if (existsSync(path.join(ROOT, 'dist', 'cli', 'main.js'))) {
  process.stderr.write('skillscope prepare: TypeScript is not installed; keeping the existing dist/ build\n');
} else {
  process.stderr.write(
    'skillscope prepare: dist/ is not built and TypeScript is not installed: run `npm install --include=dev` in this folder (or install the packed tarball from `npm pack`)\n',
  );
  process.exit(1);
}
