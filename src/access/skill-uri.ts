/**
 * `skill://` URIs (MCP Skills Extension, `skill://<skill-path>/<file-path>`): one place that turns
 * path segments into a URI and back. Every segment — the skill path's and the file path's — is
 * percent-encoded on its own, so a `/` inside a skill name stays inside its segment (`slash/name`
 * is `slash%2Fname`, never the folder `slash` and the file `name`), and decoding works segment by
 * segment: matching is on the decoded segment lists, never on a joined string.
 */

export const SKILL_URI_SCHEME = 'skill://';

/** One path segment, percent-encoded (RFC 3986 unreserved characters stay as they are). */
export function encodeSegment(segment: string): string {
  return encodeURIComponent(segment);
}

/** `skill://<skill path>/<file path>`: `skillPath` and the '/'-separated `rel` encoded per segment. */
export function skillPathUri(skillPath: readonly string[], rel?: string): string {
  const base = `${SKILL_URI_SCHEME}${skillPath.map(encodeSegment).join('/')}`;
  return rel === undefined || rel === '' ? base : `${base}/${rel.split('/').map(encodeSegment).join('/')}`;
}

export type ParsedSkillUri =
  | { readonly ok: true; readonly segments: readonly string[] }
  | { readonly ok: false; readonly reason: 'not-skill-uri' | 'bad-encoding' | 'empty-segment' | 'query-or-fragment' };

/**
 * The decoded segments of a `skill://` URI (skill path and file path together: which ones are the
 * skill's is decided by the served skills, longest path first). A trailing '/' is ignored, as a
 * directory URI is written without one.
 */
export function parseSkillUri(uri: string): ParsedSkillUri {
  if (!uri.startsWith(SKILL_URI_SCHEME)) return { ok: false, reason: 'not-skill-uri' };
  const rest = uri.slice(SKILL_URI_SCHEME.length).replace(/\/$/, '');
  if (rest.includes('?') || rest.includes('#')) return { ok: false, reason: 'query-or-fragment' };
  if (rest === '') return { ok: false, reason: 'empty-segment' };
  const segments: string[] = [];
  for (const raw of rest.split('/')) {
    if (raw === '') return { ok: false, reason: 'empty-segment' };
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return { ok: false, reason: 'bad-encoding' };
    }
  }
  return { ok: true, segments };
}
