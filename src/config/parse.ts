/**
 * `skillscope.config.json` text → a valid SkillscopeConfig, or one UsageError naming the file,
 * the line and column, the key, and what was expected: `c.json:4:15: budgets.commonCuts[1]:
 * expected a whole number from 1 to 1000000000, got a string`. Pure: reading the file (through
 * the read guard, from the places project-file.ts allows) is the caller's job.
 */
import { UsageError } from '../base/errors.js';
import { jsonErrorPlace } from '../check/json-error.js';
import { ConfigProblem, pathText } from './fields.js';
import { blankJsonComments } from './jsonc.js';
import { locate } from './locate.js';
import { configField, type SkillscopeConfig } from './schema.js';

export function parseConfig(text: string, source: string): SkillscopeConfig {
  const json = blankJsonComments(text);
  let doc: unknown;
  try {
    doc = JSON.parse(json);
  } catch (err) {
    const place = jsonErrorPlace(json, (err as Error).message);
    throw new UsageError(
      `${source}${place.line === null ? '' : `:${place.line}:${place.column}`}: not valid JSON: ${place.cause}`,
    );
  }
  try {
    return configField.parse(doc, []);
  } catch (err) {
    if (!(err instanceof ConfigProblem)) throw err;
    const place = locate(json, err.path);
    const where = `${source}:${place.line}:${place.column}`;
    throw new UsageError(
      err.path.length === 0 ? `${where}: ${err.problem}` : `${where}: ${pathText(err.path)}: ${err.problem}`,
    );
  }
}
