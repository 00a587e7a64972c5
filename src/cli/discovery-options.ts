/**
 * The options that say how a DIR is walked: --layout and --max-depth, --ignore and
 * --no-follow-skill-links, and --config where only its ignore applies. Their own module, light
 * to import: `skillscope mcp` declares them before it answers initialize, `route` before its
 * walk, and shared.ts (which re-exports them) loads the check engine.
 */
import { CONFIG_FILE_NAME } from '../config/name.js';
import { DEFAULT_MAX_DEPTH } from '../skills/limits.js';
import type { LayoutOption } from '../skills/stream.js';
import type { OptionFlags } from '../config/resolve.js';
import { choiceArg, defineOptions } from './options.js';

/** How DIR is read when no --layout is given. */
const DEFAULT_LAYOUT: LayoutOption = 'auto';

/** --layout and --max-depth, for the commands that read one DIR with the loader. */
export const LAYOUT_OPTIONS = defineOptions({
  layout: {
    kind: 'string',
    placeholder: 'L',
    help: '{default} (default), dir (folders with SKILL.md) or flat (*.md files)',
    default: DEFAULT_LAYOUT,
    choices: ['auto', 'dir', 'flat'],
  },
  'max-depth': {
    kind: 'string',
    placeholder: 'N',
    help: 'folder levels searched for SKILL.md',
    default: DEFAULT_MAX_DEPTH,
    min: 0,
    max: 100,
  },
});

export function layoutOption(value: string | undefined): LayoutOption {
  return choiceArg<typeof LAYOUT_OPTIONS, LayoutOption>(LAYOUT_OPTIONS, 'layout', value);
}

/** The discovery options every command that loads a directory takes (see docs/skills.md). */
export const DISCOVERY_OPTIONS = defineOptions({
  ignore: {
    kind: 'multiple',
    placeholder: 'GLOB',
    help: "skip paths matching GLOB (repeatable; added to the config's ignore)",
  },
  'no-follow-skill-links': { kind: 'boolean', help: 'do not follow symlinks to skill folders outside DIR' },
});

/** The flags of DISCOVERY_OPTIONS, for resolveOptions. */
export function discoveryFlags(values: {
  ignore?: string[] | undefined;
  'no-follow-skill-links'?: boolean | undefined;
}): OptionFlags {
  return {
    ...(values.ignore !== undefined ? { ignore: values.ignore } : {}),
    followSkillLinks: values['no-follow-skill-links'] !== true,
  };
}

/** --config for the commands whose only use of the config is its `ignore`. */
export const IGNORE_CONFIG_OPTION = defineOptions({
  config: {
    kind: 'string',
    placeholder: 'FILE',
    help: `config file whose "ignore" applies (default: ${CONFIG_FILE_NAME} found from DIR up to the repository root)`,
  },
});
