/** MIME types for skill files served as MCP resources (SEP-2640: SKILL.md is text/markdown). */

const BY_EXTENSION: Readonly<Record<string, string>> = {
  md: 'text/markdown',
  markdown: 'text/markdown',
  txt: 'text/plain',
  json: 'application/json',
  jsonl: 'application/jsonl',
  yaml: 'application/yaml',
  yml: 'application/yaml',
  toml: 'application/toml',
  xml: 'application/xml',
  html: 'text/html',
  css: 'text/css',
  csv: 'text/csv',
  js: 'text/javascript',
  mjs: 'text/javascript',
  ts: 'text/x-typescript',
  py: 'text/x-python',
  sh: 'text/x-shellscript',
  sql: 'application/sql',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  zip: 'application/zip',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
};

/** The MIME type of a file by its extension; text/plain or application/octet-stream otherwise. */
export function mimeTypeOf(relPath: string, isText: boolean): string {
  const dot = relPath.lastIndexOf('.');
  const ext = dot < 0 ? '' : relPath.slice(dot + 1).toLowerCase();
  // Own keys only: `x.constructor` or `x.__proto__` must not find Object's members.
  return (
    (Object.hasOwn(BY_EXTENSION, ext) ? BY_EXTENSION[ext] : undefined) ??
    (isText ? 'text/plain' : 'application/octet-stream')
  );
}
