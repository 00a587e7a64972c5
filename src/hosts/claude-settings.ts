/**
 * The Claude Code settings that change its skill listing, read from a project's
 * `.claude/settings.json` text (pure: the caller reads the file). Only four keys matter here;
 * the rest of the file is ignored. A key with a value of the wrong type is not guessed at: it is
 * left out and named in `problems`, so the simulation falls back to the default and says so.
 */
import type { ClaudeListingSettings, ClaudeSkillOverride } from './types.js';

export interface ClaudeSettingsResult {
  readonly settings: ClaudeListingSettings;
  /** One line per ignored value, e.g. `skillListingBudgetFraction: expected a number in (0, 1]`. */
  readonly problems: readonly string[];
}

const OVERRIDES: readonly ClaudeSkillOverride[] = ['on', 'off', 'user-invocable-only', 'name-only'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parse settings JSON text; throws SyntaxError only for text that is not JSON at all. */
export function parseClaudeSettings(text: string): ClaudeSettingsResult {
  const data: unknown = JSON.parse(text);
  const problems: string[] = [];
  if (!isRecord(data)) return { settings: {}, problems: ['expected a JSON object'] };
  const settings: { -readonly [K in keyof ClaudeListingSettings]: ClaudeListingSettings[K] } = {};

  const fraction = data['skillListingBudgetFraction'];
  if (fraction !== undefined) {
    if (typeof fraction === 'number' && fraction > 0 && fraction <= 1) settings.budgetFraction = fraction;
    else problems.push('skillListingBudgetFraction: expected a number in (0, 1]');
  }
  const cap = data['skillListingMaxDescChars'];
  if (cap !== undefined) {
    if (typeof cap === 'number' && Number.isInteger(cap) && cap >= 0) settings.maxDescChars = cap;
    else problems.push('skillListingMaxDescChars: expected a whole number ≥ 0');
  }
  const overrides = data['skillOverrides'];
  if (overrides !== undefined) {
    if (!isRecord(overrides))
      problems.push('skillOverrides: expected an object of skill name → off | user-invocable-only | name-only');
    else {
      const out: Record<string, ClaudeSkillOverride> = {};
      for (const [name, value] of Object.entries(overrides)) {
        if (typeof value === 'string' && (OVERRIDES as readonly string[]).includes(value))
          out[name] = value as ClaudeSkillOverride;
        else problems.push(`skillOverrides.${name}: expected one of ${OVERRIDES.join(', ')}`);
      }
      settings.overrides = out;
    }
  }
  const env = data['env'];
  if (isRecord(env) && env['SLASH_COMMAND_TOOL_CHAR_BUDGET'] !== undefined) {
    const raw = env['SLASH_COMMAND_TOOL_CHAR_BUDGET'];
    const n =
      typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : typeof raw === 'number' ? raw : NaN;
    if (Number.isInteger(n) && n > 0) settings.charBudget = n;
    else problems.push('env.SLASH_COMMAND_TOOL_CHAR_BUDGET: expected a whole number of characters > 0');
  }
  return { settings, problems };
}
