/**
 * What `npm run gen:docs` writes, as data: each generated file's path, its current text and
 * the text it should have. Shared by the script and by the test that keeps them in step.
 * Hand-written pages hold generated parts between `<!-- NAME:begin -->` / `<!-- NAME:end -->`
 * markers; only what is between them is replaced: the config's key reference, and the options
 * table of each docs/commands/<command>.md (from the command's declarations, src/cli/options.ts).
 */
import path from 'node:path';
import { configJsonSchemaText } from '../src/config/json-schema.js';
import { renderConfigKeysDoc } from '../src/config/doc.js';
import { CONFIG_SCHEMA_PATH } from '../src/config/name.js';
import { optionsDoc } from '../src/cli/options.js';
import { COMMAND_NAMES, COMMANDS } from '../src/cli/registry.js';

export interface GeneratedDoc {
  readonly file: string;
  /** The file's text now ('' when it does not exist). */
  readonly current: string;
  readonly text: string;
}

/** `text` with what lies between the `name` markers replaced by `content`; the markers must be there. */
export function replaceBetweenMarkers(text: string, name: string, content: string, file: string): string {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from === -1 || to === -1 || to < from) throw new Error(`${file}: missing ${begin} … ${end}`);
  return `${text.slice(0, from + begin.length)}\n${content}${text.slice(to)}`;
}

/** The options table of every docs/commands/<command>.md, from the command's option declarations. */
async function commandPages(root: string, readOr: (file: string) => string): Promise<GeneratedDoc[]> {
  const pages: GeneratedDoc[] = [];
  for (const name of COMMAND_NAMES) {
    const { options } = await COMMANDS[name].load();
    const file = path.join(root, 'docs', 'commands', `${name}.md`);
    const current = readOr(file);
    pages.push({ file, current, text: replaceBetweenMarkers(current, 'options', optionsDoc(options), file) });
  }
  return pages;
}

export async function generatedDocs(root: string, read: (file: string) => string): Promise<GeneratedDoc[]> {
  const readOr = (file: string): string => {
    try {
      return read(file);
    } catch {
      return '';
    }
  };
  const schemaFile = path.join(root, CONFIG_SCHEMA_PATH);
  const configDoc = path.join(root, 'docs', 'config.md');
  const configText = readOr(configDoc);
  return [
    { file: schemaFile, current: readOr(schemaFile), text: configJsonSchemaText() },
    {
      file: configDoc,
      current: configText,
      text: replaceBetweenMarkers(configText, 'keys', renderConfigKeysDoc(), configDoc),
    },
    ...(await commandPages(root, readOr)),
  ];
}
