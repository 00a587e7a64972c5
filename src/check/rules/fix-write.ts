/**
 * SK107: a file `check --fix` had fixes for but did not write. The finding comes from the write
 * phase (`fixFailureFindings` in ../fix-apply.ts), not from the loaded skills, so `check` here
 * emits nothing; the metadata lives with the other rules so config, baselines and docs see it.
 */
import type { RuleMeta } from '../types.js';
import type { RuleFamilyModule } from './rule.js';

const rules: readonly RuleMeta[] = [
  {
    code: 'SK107',
    name: 'fix-not-written',
    family: 'spec',
    defaultSeverity: 'error',
    evidence: {
      basis: 'tool',
      source: 'skillscope `check --fix` (check/fix-apply.ts): the file could not be replaced safely.',
      impact: 'The fix the run was asked for did not happen; the findings it would have removed are still there.',
      consequence: 'unchecked',
      severity: 'error: a run asked to fix a file that exits green without fixing it would hide that.',
    },
    keyFields: [],
    docs: {
      what: '`check --fix` had a fix for the file but did not write it: the file is read-only or its folder refuses the write (`data.reason` `unwritable`), it is a symlink to a file outside the checked folder (`outside-root`), it has several hard links (`hard-link`: replacing it would split them, writing in place would change every name), or it is not a regular file (`not-a-file`). Only reported under `--fix`; `data.lines` lists the lines not fixed.',
      why: 'The run was asked to fix the file and did not: the findings it would have removed are still there, and CI must not read silence as success.',
      example: 'chmod 444 pdf-tools/SKILL.md; skillscope check . --fix',
      fix: 'Make the file writable (or replace the link or hard link by a plain file inside the folder) and run `--fix` again, or quote the value by hand.',
    },
  },
];

export const fixWriteRules: RuleFamilyModule = {
  rules,
  start: () => ({}),
};
