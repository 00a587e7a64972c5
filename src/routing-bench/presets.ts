/**
 * Named router lists for `bench --preset`. `baseline` is the core article's table (baseline analyzer,
 * idf scorer), fixed so its numbers stay comparable whatever --analyzer/--scorer say. `hosts`
 * shows what description cuts at the lengths hosts use do to the catalog. `routers` holds the
 * routers beside the baseline, the bilingual bridge among them.
 */
import { SEED_PRESET } from '../route/index.js';

export type PresetName = 'baseline' | 'hosts' | 'routers';

export const PRESETS = {
  baseline: SEED_PRESET,
  hosts: ['catalog', 'catalog@256', 'catalog@240', 'catalog@100'],
  routers: [
    'catalog:multi:idf',
    'catalog:multi:bm25',
    'catalog:multi:bm25f',
    'excerpt:multi:bm25f',
    'body:multi:bm25f',
    'catalog:bilingual:bm25',
    'catalog:bilingual:bm25f',
    'excerpt:bilingual:bm25f',
  ],
} as const satisfies Record<PresetName, readonly string[]>;

export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];

export function isPresetName(name: string): name is PresetName {
  return Object.prototype.hasOwnProperty.call(PRESETS, name);
}

/** Other names a preset is asked for by: `seed`, the baseline table's former name, still works. */
export const PRESET_ALIASES: Readonly<Record<string, PresetName>> = { seed: 'baseline' };
