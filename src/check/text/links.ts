/**
 * File references in a markdown body: inline links and images `[t](target)`, reference
 * definitions `[id]: target`, and resource paths written in backticks (`scripts/fill.py`,
 * also inside a command such as `python scripts/fill.py in.pdf`). Fenced code blocks are
 * skipped: they hold examples, not references. URLs, `mailto:` and other schemes, and pure
 * anchors are not file references and are dropped here.
 *
 * Backtick paths are only taken when they start with a conventional resource folder, or when
 * the whole span is a `./`/`../` path to a file: a bare `src/index.ts` or `ls ./data` in a
 * skill usually names something in the user's project.
 */

export interface BodyReference {
  /** Target as written (without `<>`, title, `#fragment` or `?query`; percent-decoded). */
  readonly target: string;
  readonly kind: 'link' | 'definition' | 'code';
  /** 1-based line within the body. */
  readonly line: number;
  /** 1-based column (code points) within that line. */
  readonly column: number;
}

/** Folders whose paths in backticks count as references to skill resources. */
export const RESOURCE_FOLDERS = ['scripts', 'references', 'reference', 'assets', 'templates', 'examples'] as const;

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const INLINE_LINK = /!?\[(?:[^[\]\\]|\\.|\[[^\]]*\])*\]\(\s*(<[^>\n]*>|[^\s()]+(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*(<[^>\n]*>|\S+)/;
const CODE_SPAN = /(`+)([^`]+?)\1/g;
/** A resource-folder path anywhere in a code span (also inside a command line). */
const CODE_PATH = new RegExp(`(?:^|\\s)((?:\\./)?(?:${RESOURCE_FOLDERS.join('|')})/[\\w.\\-/]*[\\w/])`, 'g');
/** A `./` or `../` path is taken only as the whole span and with a file extension: in a command it is usually the user's folder. */
const WHOLE_RELATIVE = /^\.\.?\/[\w.\-/]*\.\w+$/;

function columnOf(line: string, index: number): number {
  return [...line.slice(0, index)].length + 1;
}

/** Normalises a link target; null when it is not a local file reference. */
export function localTarget(raw: string): string | null {
  let target = raw.trim();
  if (target.startsWith('<') && target.endsWith('>')) target = target.slice(1, -1).trim();
  if (target === '' || target.startsWith('#') || target.startsWith('//')) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null; // http:, mailto:, data:, file: …
  target = target.replace(/[?#].*$/s, '');
  try {
    target = decodeURIComponent(target);
  } catch {
    // Not valid percent-encoding: keep as written.
  }
  return target === '' ? null : target;
}

export function findReferences(body: string): BodyReference[] {
  const out: BodyReference[] = [];
  const lines = body.split('\n');
  let fence: string | null = null;
  lines.forEach((rawLine, i) => {
    const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
    const fenceMatch = FENCE.exec(line);
    if (fence !== null) {
      if (fenceMatch && fenceMatch[1]?.[0] === fence[0] && (fenceMatch[1]?.length ?? 0) >= fence.length && line.trim() === fenceMatch[1]) fence = null;
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1] ?? null;
      return;
    }
    // Code spans: collect resource paths, then blank them so links inside code are not links.
    let masked = line;
    for (const span of line.matchAll(CODE_SPAN)) {
      const start = (span.index ?? 0) + (span[1]?.length ?? 0);
      const content = span[2] ?? '';
      const whole = content.trim();
      if (WHOLE_RELATIVE.test(whole)) {
        out.push({ target: whole, kind: 'code', line: i + 1, column: columnOf(line, start + content.indexOf(whole)) });
      }
      for (const path of WHOLE_RELATIVE.test(whole) ? [] : content.matchAll(CODE_PATH)) {
        const value = path[1] ?? '';
        const offset = start + (path.index ?? 0) + (path[0].length - value.length);
        out.push({ target: value, kind: 'code', line: i + 1, column: columnOf(line, offset) });
      }
      masked = masked.slice(0, span.index ?? 0) + ' '.repeat(span[0].length) + masked.slice((span.index ?? 0) + span[0].length);
    }
    const definition = DEFINITION.exec(masked);
    if (definition) {
      const target = localTarget(definition[1] ?? '');
      if (target !== null) out.push({ target, kind: 'definition', line: i + 1, column: columnOf(line, masked.indexOf(definition[1] ?? '')) });
      return;
    }
    for (const link of masked.matchAll(INLINE_LINK)) {
      const raw = link[1] ?? '';
      const target = localTarget(raw);
      if (target === null) continue;
      const offset = (link.index ?? 0) + link[0].indexOf(`(`, link[0].lastIndexOf(']')) + 1;
      const at = masked.indexOf(raw, offset);
      out.push({ target, kind: 'link', line: i + 1, column: columnOf(line, at === -1 ? link.index ?? 0 : at) });
    }
  });
  return out;
}

/**
 * Resolves a reference against the skill folder (`skillDir`: its path in the checked tree, ''
 * for a skill at the root). `escapes` when it is absolute or its normalised target lies outside
 * the folder; otherwise the normalised path relative to the folder (no `.`/`..` segments).
 */
export function resolveInSkill(target: string, skillDir = ''): { escapes: true } | { escapes: false; path: string } {
  if (target.startsWith('/') || /^[a-zA-Z]:[\\/]/.test(target)) return { escapes: true };
  // Normalise against the skill folder's place in the tree, so `../s/references/a.md` written
  // in skill `s` lands back inside `s` instead of counting as an escape.
  const base = skillDir.split('/').filter((p) => p !== '');
  const parts = [...base];
  for (const segment of target.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (parts.length === 0) return { escapes: true };
      parts.pop();
    } else parts.push(segment);
  }
  if (parts.length < base.length || base.some((segment, i) => parts[i] !== segment)) return { escapes: true };
  return { escapes: false, path: parts.slice(base.length).join('/') };
}
