/**
 * SK210 on files a skill's scripts make as they run: a cache is never shipped, so a missing one is
 * no broken link. A script or document named after caching is still looked up.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

function missing(body: string) {
  const head = `---\nname: quotes\ndescription: Fetches fuel prices for a port. Use when the user asks what bunker fuel costs.\n---\n`;
  const fs = memoryFs({ '/r/quotes/SKILL.md': head + body, '/r/quotes/scripts/fetch.py': 'print(1)\n' });
  return runCheck(loadSkills('/r', {}, fs), {})
    .findings.filter((f) => f.code === 'SK210')
    .map((f) => f.data['target']);
}

describe('SK210 and run-time caches', () => {
  it('a cache file or folder the scripts fill is not looked up', () => {
    expect(missing('Run `python scripts/fetch.py`; later calls read `{baseDir}/data/cache.json`.\n')).toEqual([]);
    expect(missing('Read `data/price_cache.db` before calling the feed again.\n')).toEqual([]);
    expect(missing('Read [the cached quotes](cache/latest.json).\n')).toEqual([]);
  });

  it('a script or document named after caching still is', () => {
    expect(missing('Run `python scripts/cache.py` first, then read [caching](references/cache.md).\n')).toEqual([
      'scripts/cache.py',
      'references/cache.md',
    ]);
  });
});
