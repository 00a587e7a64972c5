/**
 * A skill tree for the Skills Extension tests: four skills named `tether` (two plugins, one with
 * two folders under the same parent, and a top-level one), a skill with a text reference, a
 * BOM-led note, a binary asset and a nested skill, a skill whose name holds a '/' beside a skill whose file path
 * spells the same thing, prototype-like names, and skills the extension must leave out.
 */
import { skillMd } from '../access/helpers.js';

/** A PNG header and some bytes with NUL: served as a blob. */
export const BINARY_ASSET = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0x00,
]);

export const EXTENSION_TREE: Record<string, string | Buffer> = {
  'plugins/harbor/skills/tether/SKILL.md': skillMd(
    'tether',
    'Tie a boat in the harbor plugin.',
    'license: MIT\nmetadata:\n  team: harbor\n',
  ),
  'plugins/harbor/skills/tether/references/knots.md': '# Knots\n\nBowline first.\n',
  'plugins/harbor/skills/tether-spare/SKILL.md': skillMd('tether', 'A spare tether beside the first one.'),
  'plugins/river/skills/tether/SKILL.md': skillMd('tether', 'Tie a raft in the river plugin.'),
  'tether/SKILL.md': skillMd('tether', 'The top-level tether.'),
  'atlas/SKILL.md': skillMd('atlas', 'Read maps and charts.', 'compatibility: any host\n'),
  'atlas/references/legend.md': '# Legend\n\nBlue is water.\n',
  'atlas/notes/bom.md': '\ufeffA note that starts with a byte-order mark.\n',
  'atlas/assets/tile.png': BINARY_ASSET,
  'atlas/regional/SKILL.md': skillMd('regional', 'Read the coastal charts (nested in atlas).'),
  'atlas/regional/coast.md': '# Coast\n\nShallow near the cape.\n',
  'slash/SKILL.md': skillMd('slash', 'A skill whose folder holds name/notes.md.'),
  'slash/name/notes.md': 'notes of the skill called slash\n',
  'odd/SKILL.md': skillMd('slash/name', 'A skill whose name holds a slash.'),
  'odd/notes.md': 'notes of the skill called slash/name\n',
  'constructor/SKILL.md': skillMd('constructor', 'A skill named like an object property.'),
  '__proto__/SKILL.md': skillMd('__proto__', 'A skill named like the prototype link.'),
  'bare/SKILL.md': '# No frontmatter\n\nJust a body.\n',
};
