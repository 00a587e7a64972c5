/**
 * The body-reference scanner lives with the skill model (src/skills/links.ts) because the loader
 * needs it too: a file outside every skill is a shared resource only when a skill links to it.
 * Re-exported here so the rules keep importing it from their own text folder.
 */
export * from '../../skills/links.js';
