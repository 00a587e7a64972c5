/**
 * `yaml`, loaded on first use. The simple frontmatter reader (frontmatter-simple.ts) takes almost
 * every real frontmatter block, and Codex policy files are parsed only when they can hold the one
 * key read: a command or server start that meets no other block does not load the parser (~30 ms
 * of CPU, a fifth of its own module graph). Loaded with `require` because the loader is
 * synchronous; the `yaml` package is CommonJS under Node, the same module an `import` gives.
 */
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';

let loaded: typeof Yaml | undefined;

/** The `yaml` module (loaded the first time it is asked for). */
export function yaml(): typeof Yaml {
  loaded ??= createRequire(import.meta.url)('yaml') as typeof Yaml;
  return loaded;
}
