/**
 * The catalog tier: what every host keeps in context for every skill from the first turn.
 * skillscope's neutral catalog entry is `name: description` — the shape most hosts render
 * (Claude Code and Codex prefix `- `, the plain `index` strategy of `cost` uses exactly this). Host-specific
 * renderings with their budgets live in the checker's host simulation.
 */
import type { Skill } from '../skills/model.js';

export function catalogEntryText(skill: Pick<Skill, 'name' | 'description'>): string {
  return `${skill.name}: ${skill.description}`;
}
