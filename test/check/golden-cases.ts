/**
 * The golden table: each per-rule fixture under fixtures/check/, the options it needs (budgets
 * lowered so fixtures stay small), and exactly the findings it must yield as `CODE:line`.
 * Some rules come with their inherent companions (a listing over budget also drops or cuts
 * entries), listed explicitly. SK311–SK313 are one finding per host on the directory (line 0),
 * with the skills in `data.skills`.
 */
import type { CheckOptions } from '../../src/check/options.js';

export interface GoldenCase {
  readonly dir: string;
  readonly options?: CheckOptions;
  readonly maxDepth?: number;
  /** Sorted `CODE:line` strings (line 0 = whole file or directory). */
  readonly expected: readonly string[];
}

export const GOLDEN_CASES: readonly GoldenCase[] = [
  { dir: 'clean', expected: [] },
  { dir: 'SK100-skill-md-missing', expected: ['SK100:0'] },
  { dir: 'SK101-frontmatter-missing', expected: ['SK101:1', 'SK101:1'] },
  { dir: 'SK102-frontmatter-yaml-error', expected: ['SK102:3', 'SK102:3'] },
  { dir: 'SK103-frontmatter-not-mapping', expected: ['SK103:2'] },
  { dir: 'SK105-not-utf8', expected: ['SK105:0'] },
  { dir: 'SK106-path-skipped', maxDepth: 2, expected: ['SK106:0'] },
  { dir: 'SK110-name-missing', expected: ['SK110:1', 'SK110:2'] },
  { dir: 'SK111-name-not-string', expected: ['SK111:2'] },
  { dir: 'SK112-name-length', expected: ['SK112:2'] },
  { dir: 'SK113-name-pattern', expected: ['SK113:2'] },
  { dir: 'SK114-name-folder-mismatch', expected: ['SK114:2'] },
  { dir: 'SK115-name-duplicate', expected: ['SK115:2', 'SK115:2'] },
  { dir: 'SK120-description-missing', expected: ['SK120:1', 'SK120:3'] },
  { dir: 'SK121-description-not-string', expected: ['SK121:3'] },
  { dir: 'SK122-description-blank', expected: ['SK122:3'] },
  { dir: 'SK123-description-too-long', expected: ['SK123:3', 'SK302:3'] },
  { dir: 'SK124-description-too-long-collapsed', expected: ['SK124:3', 'SK302:3'] },
  { dir: 'SK125-description-cut-by-comment', expected: ['SK125:3'] },
  { dir: 'SK126-control-characters', expected: ['SK126:3'] },
  { dir: 'SK127-invisible-characters', expected: ['SK127:3'] },
  { dir: 'SK130-compatibility-invalid', expected: ['SK130:4'] },
  { dir: 'SK131-metadata-not-string-map', expected: ['SK131:4'] },
  { dir: 'SK132-allowed-tools-not-string', expected: ['SK132:4'] },
  { dir: 'SK133-unknown-field', expected: ['SK133:4'] },
  { dir: 'SK133-host-fields', expected: [] },
  { dir: 'SK134-license-not-string', expected: ['SK134:4'] },
  { dir: 'SK140-anthropic-angle-brackets', options: { profile: 'anthropic' }, expected: ['SK140:3'] },
  { dir: 'SK141-anthropic-reserved-name', options: { profile: 'anthropic' }, expected: ['SK141:2'] },
  {
    dir: 'SK142-anthropic-skill-too-large',
    options: { profile: 'anthropic', budgets: { skillMaxBytes: 2000 } },
    expected: ['SK142:0'],
  },
  { dir: 'SK201-body-too-many-lines', expected: ['SK201:505'] },
  { dir: 'SK202-body-too-many-tokens', options: { budgets: { bodyMaxTokens: 200 } }, expected: ['SK202:5'] },
  { dir: 'SK210-link-target-missing', expected: ['SK210:8', 'SK210:9'] },
  { dir: 'SK211-link-escapes-skill', expected: ['SK211:8'] },
  { dir: 'SK211-code-span-link-text', expected: ['SK211:8'] },
  { dir: 'SK203-body-control-characters', expected: ['SK203:8'] },
  { dir: 'SK210-host-placeholders', expected: ['SK210:11'] },
  { dir: 'SK212-link-too-deep', expected: ['SK212:109'] },
  { dir: 'SK212-scripts-any-depth', expected: [] },
  { dir: 'SK213-code-path-missing', expected: ['SK213:9'] },
  { dir: 'SK214-link-within-install', expected: ['SK214:8', 'SK214:8'] },
  { dir: 'SK215-link-target-elsewhere', expected: ['SK215:8'] },
  { dir: 'SK301-catalog-over-budget', options: { budgets: { catalogMaxTokens: 30 } }, expected: ['SK301:0'] },
  { dir: 'SK302-catalog-entry-over-budget', expected: ['SK302:3'] },
  {
    dir: 'SK310-host-listing-over-budget',
    options: { hosts: ['codex'], windowTokens: 6000, budgets: { catalogMaxTokens: 2000 } },
    expected: ['SK310:0', 'SK311:0'],
  },
  { dir: 'SK311-host-cuts-description', options: { hosts: [], descriptionCut: 40 }, expected: ['SK311:0'] },
  {
    dir: 'SK312-host-drops-description',
    options: { hosts: ['claude-code'], windowTokens: 8000, budgets: { catalogMaxTokens: 2000 } },
    expected: ['SK310:0', 'SK312:0'],
  },
  { dir: 'SK313-host-omits-skill', options: { hosts: [], listingBudget: 250 }, expected: ['SK310:0', 'SK313:0'] },
  // SK124 already names the Codex cut (SK314/SK315 are superseded by it): shown with SK124 off.
  {
    dir: 'SK314-host-truncates-description',
    options: { hosts: ['codex'], rules: { SK124: 'off' } },
    expected: ['SK302:3', 'SK314:3'],
  },
  {
    dir: 'SK315-host-refuses-skill',
    options: { hosts: ['codex-legacy'], rules: { SK124: 'off' } },
    expected: ['SK302:3', 'SK315:3'],
  },
  // Default hosts: Codex refuses a SKILL.md that starts with a BOM; Claude Code reads it (2.1.239).
  { dir: 'SK316-host-refuses-bom', expected: ['SK316:1'] },
  { dir: 'SK401-description-no-trigger', expected: ['SK401:3'] },
  { dir: 'SK402-trigger-lost-at-common-cut', expected: ['SK402:3'] },
  { dir: 'SK403-description-starts-with-title', expected: ['SK403:3'] },
  { dir: 'SK404-description-truncated', expected: ['SK404:3'] },
  { dir: 'SK405-description-only-trigger', expected: ['SK405:3'] },
  { dir: 'SK406-description-cut-mid-sentence', expected: ['SK406:3'] },
  { dir: 'SK410-confusable-skills', expected: ['SK410:3'] },
  { dir: 'SK411-body-only-trigger-terms', expected: ['SK411:3'] },
  { dir: 'SK411-word-forms', expected: [] },
  { dir: 'SK501-duplicate-resource', expected: ['SK501:0'] },
  { dir: 'SK502-reference-large', options: { budgets: { referenceWarnTokens: 500 } }, expected: ['SK502:0'] },
  {
    dir: 'SK503-reference-too-large',
    options: { budgets: { referenceWarnTokens: 200, referenceErrorTokens: 500 } },
    expected: ['SK503:0'],
  },
  {
    dir: 'SK504-references-total-large',
    options: { budgets: { referencesTotalWarnTokens: 500 } },
    expected: ['SK504:0'],
  },
  {
    dir: 'SK505-references-total-too-large',
    options: { budgets: { referencesTotalWarnTokens: 200, referencesTotalErrorTokens: 500 } },
    expected: ['SK505:0'],
  },
  { dir: 'SK506-resource-too-large', options: { budgets: { resourceMaxBytes: 1000 } }, expected: ['SK506:0'] },
  { dir: 'SK507-resource-copied-across-skills', expected: ['SK507:0'] },
  { dir: 'SK508-build-output-committed', expected: ['SK508:0'] },
  // A folder copied into three skills is one SK507 (scope folder); LICENSE.txt, copied too but not inside it, is another.
  { dir: 'SK507-resource-copied-across-skills-folder', expected: ['SK507:0', 'SK507:0'] },
];
