/**
 * Resource classes (src/skills/classify.ts): the conventional folder wins, then the extension; a
 * licence file at the skill's top is `other` — legal text, never a reference the model is sent to.
 */
import { describe, expect, it } from 'vitest';
import { classifyResource } from '../../src/skills/classify.js';

describe('classifyResource', () => {
  it.each([
    'LICENSE',
    'LICENSE.txt',
    'license.md',
    'LICENCE',
    'LICENSE-MIT.txt',
    'LICENSE_APACHE',
    'COPYING',
    'NOTICE',
    'NOTICE.txt',
  ])('%s at the skill top is other', (file) => {
    expect(classifyResource(file)).toBe('other');
  });

  it('keeps the folder and extension rules for everything else', () => {
    expect(classifyResource('references/LICENSE.md')).toBe('references'); // a conventional folder still wins
    expect(classifyResource('guide.txt')).toBe('references');
    expect(classifyResource('licenses.md')).toBe('references');
    expect(classifyResource('license-check.py')).toBe('scripts');
    expect(classifyResource('notice-board.html')).toBe('references');
    expect(classifyResource('scripts/run.sh')).toBe('scripts');
    expect(classifyResource('fonts/a.ttf')).toBe('fonts');
  });
});
