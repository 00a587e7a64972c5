/**
 * Resource classes. The conventional folder wins (scripts/, references/, assets/, fonts/), so an
 * HTML template under assets/ is an asset and a .md under references/ a reference; elsewhere the
 * extension decides. Fonts are fonts wherever they sit: they are the usual dead weight.
 */
import type { ResourceCategory } from './model.js';

const FONT_EXT = new Set(['ttf', 'otf', 'woff', 'woff2', 'eot', 'pfb', 'pfm', 'afm', 'ttc']);

const SCRIPT_EXT = new Set([
  'py',
  'sh',
  'bash',
  'zsh',
  'fish',
  'ps1',
  'bat',
  'cmd',
  'js',
  'mjs',
  'cjs',
  'ts',
  'mts',
  'cts',
  'jsx',
  'tsx',
  'rb',
  'pl',
  'pm',
  'php',
  'go',
  'rs',
  'java',
  'kt',
  'swift',
  'c',
  'h',
  'cc',
  'cpp',
  'hpp',
  'cs',
  'lua',
  'r',
  'jl',
  'scala',
  'groovy',
  'sql',
  'awk',
  'sed',
  'vbs',
  'applescript',
  'ipynb',
]);

const REFERENCE_EXT = new Set([
  'md',
  'markdown',
  'mdx',
  'txt',
  'rst',
  'adoc',
  'asciidoc',
  'org',
  'html',
  'htm',
  'tex',
  'pdf',
]);

const ASSET_EXT = new Set([
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'svg',
  'ico',
  'bmp',
  'tif',
  'tiff',
  'avif',
  'json',
  'jsonl',
  'yaml',
  'yml',
  'toml',
  'xml',
  'csv',
  'tsv',
  'xsd',
  'dtd',
  'xlsx',
  'xls',
  'docx',
  'doc',
  'pptx',
  'ppt',
  'odt',
  'ods',
  'odp',
  'zip',
  'tar',
  'gz',
  'tgz',
  'bz2',
  'xz',
  '7z',
  'mp3',
  'wav',
  'ogg',
  'mp4',
  'mov',
  'webm',
  'j2',
  'jinja',
  'hbs',
  'mustache',
  'tmpl',
  'tpl',
  'template',
  'css',
  'scss',
]);

const FOLDER_CATEGORY: Readonly<Record<string, ResourceCategory>> = {
  scripts: 'scripts',
  script: 'scripts',
  bin: 'scripts',
  tools: 'scripts',
  references: 'references',
  reference: 'references',
  docs: 'references',
  doc: 'references',
  assets: 'assets',
  templates: 'assets',
  template: 'assets',
  examples: 'assets',
  data: 'assets',
  fonts: 'fonts',
  font: 'fonts',
};

/**
 * Formats that are binary by definition: never decoded or tokenised even when their bytes happen
 * to be valid UTF-8 (a tiny font or PNG can be). SVG, JSON and other text assets are not here.
 */
const BINARY_EXT = new Set([
  ...FONT_EXT,
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'ico',
  'bmp',
  'tif',
  'tiff',
  'avif',
  'xlsx',
  'xls',
  'docx',
  'doc',
  'pptx',
  'ppt',
  'odt',
  'ods',
  'odp',
  'pdf',
  'zip',
  'tar',
  'gz',
  'tgz',
  'bz2',
  'xz',
  '7z',
  'jar',
  'whl',
  'mp3',
  'wav',
  'ogg',
  'mp4',
  'mov',
  'webm',
  'so',
  'dylib',
  'dll',
  'exe',
  'bin',
  'wasm',
  'pyc',
  'class',
]);

export function isBinaryExtension(file: string): boolean {
  return BINARY_EXT.has(extensionOf(file));
}

export function extensionOf(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/**
 * A licence file at the skill's top (LICENSE.txt in every skill of a marketplace, NOTICE, COPYING):
 * legal text for people who redistribute the skill, never documentation a model is sent to — as a
 * `.txt` it was counted as a reference ("references: 100 % of resource bytes" on a skill whose only
 * resource was its Apache licence).
 */
const LICENCE_FILE = /^(?:licen[cs]e|copying|notice)(?:[-_.][\w-]+)?(?:\.(?:txt|md|markdown|rst))?$/i;

/** @param relPath path relative to the skill folder, '/'-separated */
export function classifyResource(relPath: string): ResourceCategory {
  const ext = extensionOf(relPath);
  if (FONT_EXT.has(ext)) return 'fonts';
  if (!relPath.includes('/') && LICENCE_FILE.test(relPath)) return 'other';
  const top = relPath.includes('/') ? relPath.slice(0, relPath.indexOf('/')).toLowerCase() : '';
  const byFolder = FOLDER_CATEGORY[top];
  if (byFolder !== undefined) return byFolder;
  if (SCRIPT_EXT.has(ext)) return 'scripts';
  if (REFERENCE_EXT.has(ext)) return 'references';
  if (ASSET_EXT.has(ext)) return 'assets';
  return 'other';
}
