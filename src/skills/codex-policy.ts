/**
 * Codex's per-skill policy file, `agents/openai.yaml` in the skill folder: with
 * `policy: { allow_implicit_invocation: false }` the skill is left out of the listing the model
 * sees (it can still be invoked by name). From `openai/codex` codex-rs/core-skills:
 * - loader.rs @033d1d07 `load_skill_metadata`: reads `<skill dir>/agents/openai.yaml`
 *   (`SKILLS_METADATA_DIR`, `SKILLS_METADATA_FILENAME`) into `SkillMetadataFile { interface,
 *   dependencies, policy }`; any error — missing file, unreadable, invalid YAML — is logged and the
 *   file ignored ("Fail open: optional metadata should not block loading SKILL.md");
 * - model.rs @0899b7c4 lines 29-34: `allow_implicit_invocation` is the policy's value, `true` when
 *   absent; `allowed_skills_for_implicit_invocation` keeps the enabled skills that allow it;
 * - render.rs @0899b7c4 `build_available_skills`: the listing is built from exactly those.
 * So only a boolean `false` hides a skill; a file that does not parse as that shape (a string
 * `"no"`, a `products` value Codex does not know) fails the whole read and hides nothing. Product
 * names are not checked here (their list is Codex's), so such a file counts as parsed.
 */
import { parseSimpleFrontmatter } from './frontmatter-simple.js';
import { yaml } from './yaml-lazy.js';
import { readGuarded } from '../base/guard.js';
import { decodeUtf8 } from '../base/text.js';
import type { Fs } from './fs.js';
import type { WalkedFile } from './walk-state.js';

/** The one key read from the policy file, under `policy:`. */
const POLICY_KEY = 'allow_implicit_invocation';

/** The policy file, relative to the skill folder. */
const CODEX_POLICY_FILE = 'agents/openai.yaml';

/**
 * Whether `rel` (root-relative) is the policy file of the skill in folder `owner`. The walk
 * records this one file even when it records no other file of the skill (a frontmatter-only
 * load): Codex's listing depends on it, and its folder is listed anyway.
 */
export function isCodexPolicyFile(owner: string, rel: string): boolean {
  return rel === (owner === '' ? CODEX_POLICY_FILE : `${owner}/${CODEX_POLICY_FILE}`);
}
/**
 * Largest policy file read, bytes. Default 64 KiB, as for frontmatter (frontmatter.ts): a real
 * one is a few hundred bytes, and the bound keeps a hostile file from costing the YAML parser
 * seconds. A larger file is not read, and hides nothing.
 */
const MAX_POLICY_BYTES = 64 * 1024;

/** True when the YAML text sets `policy.allow_implicit_invocation` to false. */
export function deniesImplicitInvocation(text: string): boolean {
  // A key is that name only when the name is in the text as written, or when a quoted key spells
  // it with escapes (`"\x61llow_…"`): a break inside a scalar folds into a space or a newline.
  // Most policy files are `interface:` blocks with no policy at all, and parsing them with yaml
  // was ~0.8 ms each on a cold process (161 files at 10,000 real skills).
  if (!text.includes(POLICY_KEY) && !text.includes('\\')) return false;
  // The simple frontmatter reader takes what `yaml` reads the same, errors excepted: with it, a
  // server start that meets no other block does not load `yaml` (yaml-lazy.ts).
  const simple = parseSimpleFrontmatter(text, 1);
  return simple === null ? parsedDenies(text) : deniesIn(simple.data);
}

/** `deniesImplicitInvocation` without the shortcut: the text always parsed (the differential test's reference). */
export function parsedDenies(text: string): boolean {
  const doc = yaml().parseDocument(text, { prettyErrors: false, strict: true, uniqueKeys: true, logLevel: 'error' });
  if (doc.errors.length > 0) return false;
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch {
    return false;
  }
  return deniesIn(value);
}

/** Whether a parsed policy file sets `policy.allow_implicit_invocation` to false. */
function deniesIn(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const policy = (value as Record<string, unknown>)['policy'];
  if (policy === null || typeof policy !== 'object' || Array.isArray(policy)) return false;
  const allow = (policy as Record<string, unknown>)[POLICY_KEY];
  return allow === false;
}

/**
 * Whether the skill in folder `dir` (root-relative) has a policy file that turns implicit
 * invocation off; `owned` are the files the walk found in that skill. Read through the guard,
 * within the skill's bound; any refusal hides nothing, as in Codex.
 */
export function codexDeniesImplicit(fs: Fs, dir: string, owned: readonly WalkedFile[]): boolean {
  const rel = dir === '' ? CODEX_POLICY_FILE : `${dir}/${CODEX_POLICY_FILE}`;
  const file = owned.find((f) => f.rel === rel);
  if (file === undefined) return false;
  const read = readGuarded(fs, file.abs, { within: file.bound, maxBytes: MAX_POLICY_BYTES });
  if (!read.ok) return false;
  const decoded = decodeUtf8(read.bytes);
  return decoded.valid && deniesImplicitInvocation(decoded.text);
}
