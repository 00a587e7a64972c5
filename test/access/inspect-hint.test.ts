/** `inspect DIR NAME`: a skill name where a ref belongs is named in the usage error, not taken for a DIR silently. */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

describe('inspect without a ref', () => {
  it('names the argument that is neither a ref nor a folder', async () => {
    const r = await runCli(['inspect', 'fixtures/skills', 'pdf-form-filler']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("'pdf-form-filler' is neither a ref nor a folder");
  });

  it('stays the plain missing-REF error when every argument is a folder', async () => {
    const r = await runCli(['inspect', 'fixtures/skills']);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toContain('neither a ref');
  });
});
