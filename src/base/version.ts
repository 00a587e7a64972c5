/**
 * skillscope's version, read once from its own package.json (the SARIF driver, the MCP server
 * info, the report's generator line and `--version` all print it). It lives on the bottom floor so
 * a renderer can name the version without importing the CLI. The file read is the tool's own
 * manifest, never a user path, so it does not go through the read guard.
 */
import { readFileSync } from 'node:fs';

function readVersion(): string {
  try {
    // dist/base/version.js and src/base/version.ts are both two levels below the package root.
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export const VERSION = readVersion();
