/** The skill-directory model and its loader. */
export * from './model.js';
export {
  loadSkills,
  openSkills,
  DEFAULT_MAX_DEPTH,
  RESOURCE_MAX_DEPTH,
  MAX_READ_BYTES,
  MAX_SKILL_MD_BYTES,
  SKIPPED_FOLDERS,
  FLAT_LAYOUT_IGNORED,
  isCollectionDocument,
} from './load.js';
export type { LoadOptions, LayoutOption, SkillStream, StreamOptions } from './load.js';
export { LOAD_ALL, LOAD_BODIES, LOAD_FRONTMATTER, mergeNeeds, provides, requireLoaded } from './needs.js';
export type { LoadNeeds, ResourceNeed } from './needs.js';
export { nodeFs, memoryFs } from './fs.js';
export type { Fs, FsEntry, FsStat, MemoryEntry } from './fs.js';
export { splitFrontmatter, MAX_FRONTMATTER_BYTES } from './frontmatter.js';
export { classifyResource, extensionOf, isBinaryExtension } from './classify.js';
export { deriveDescription } from './derive.js';
export { decodeUtf8, textOrNull, codePointLength, sliceCodePoints, utf8Length, lineCount } from '../base/text.js';
export { findPluginRoots, pluginRootOf, PLUGIN_MANIFEST } from './plugin.js';
export { HOST_SKILL_FOLDERS, HOST_SKILL_PATHS } from '../hosts/folders.js';
export type { SourceUnreadHidden } from './unread-hidden.js';
