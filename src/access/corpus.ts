/**
 * The metadata corpus: the fields of a skill that search may match and inspect may
 * show — never the body. Fields come from the frontmatter's top level or from its `metadata`
 * map (where the spec wants extra keys); lists are joined, scalars stringified.
 */
import type { Skill } from '../skills/model.js';

export const CORPUS_FIELDS = [
  'name',
  'description',
  'when_to_use',
  'aliases',
  'tags',
  'tools',
  'domains',
  'intents',
  'examples',
] as const;
export type CorpusField = (typeof CORPUS_FIELDS)[number];

/** Frontmatter keys read for each field (top level first, then inside `metadata`). */
const FIELD_KEYS: Readonly<Record<Exclude<CorpusField, 'name' | 'description'>, readonly string[]>> = {
  when_to_use: ['when_to_use', 'when-to-use'],
  aliases: ['aliases', 'alias'],
  tags: ['tags', 'keywords', 'categories', 'category'],
  tools: ['allowed-tools', 'allowed_tools', 'tools'],
  domains: ['domains', 'domain'],
  intents: ['intents', 'intent'],
  examples: ['examples', 'example'],
};

function valueText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v))
    return v
      .map(valueText)
      .filter((s) => s !== '')
      .join('\n');
  return '';
}

function mapping(v: unknown): Readonly<Record<string, unknown>> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** Text of each corpus field of a skill ('' when absent). */
export function corpusFields(skill: Skill): Record<CorpusField, string> {
  const data = skill.frontmatter?.data ?? {};
  const meta = mapping(data['metadata']);
  const pick = (keys: readonly string[]): string =>
    [...keys.map((k) => valueText(data[k])), ...keys.map((k) => valueText(meta[k]))]
      .filter((s) => s.trim() !== '')
      .join('\n');
  return {
    name: skill.name,
    description: skill.description,
    when_to_use: pick(FIELD_KEYS.when_to_use),
    aliases: pick(FIELD_KEYS.aliases),
    tags: pick(FIELD_KEYS.tags),
    tools: pick(FIELD_KEYS.tools),
    domains: pick(FIELD_KEYS.domains),
    intents: pick(FIELD_KEYS.intents),
    examples: pick(FIELD_KEYS.examples),
  };
}
