/**
 * The body-reference scanner as first written (src/skills/links.ts before the per-line
 * pre-tests): the reference its fast path must match exactly (test/skills/links-fast.test.ts).
 * Only the control flow is repeated here; patterns and helpers come from the live module.
 */
import { pushAll } from '../../src/base/arrays.js';
import { LINK_SCANNER, localTarget, type BodyReference } from '../../src/skills/links.js';

const { FENCE, INLINE_LINK, DEFINITION, CODE_SPAN, CODE_PATH, WHOLE_RELATIVE, COMMAND_SPAN, INSTRUCTION_WINDOW, isInstructed, columnCounter, reference } = LINK_SCANNER;

export function referenceFindReferences(body: string): BodyReference[] {
  const out: BodyReference[] = [];
  const lines = body.split('\n');
  let fence: string | null = null;
  lines.forEach((rawLine, i) => {
    const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
    let counter: ((index: number) => number) | undefined;
    const columnOf = (index: number): number => (counter ??= columnCounter(line))(index);
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
    const code: { ref: BodyReference; at: number }[] = [];
    const blanks: string[] = []; // the line with every code span blanked, built in one pass
    let copied = 0;
    for (const span of line.matchAll(CODE_SPAN)) {
      const spanAt = span.index ?? 0;
      const start = spanAt + (span[1]?.length ?? 0);
      const content = span[2] ?? '';
      const whole = content.trim();
      let explicit: boolean | undefined; // decided only for spans that hold a path
      const isExplicit = () => (explicit ??= COMMAND_SPAN.test(whole) || isInstructed(line.slice(Math.max(0, spanAt - INSTRUCTION_WINDOW), spanAt)));
      if (WHOLE_RELATIVE.test(whole)) {
        code.push({ ref: reference(whole, 'code', isExplicit(), i + 1, columnOf(start + content.indexOf(whole))), at: spanAt });
      }
      for (const path of WHOLE_RELATIVE.test(whole) ? [] : content.matchAll(CODE_PATH)) {
        const value = path[1] ?? '';
        const offset = start + (path.index ?? 0) + (path[0].length - value.length);
        code.push({ ref: reference(value, 'code', isExplicit(), i + 1, columnOf(offset)), at: spanAt });
      }
      blanks.push(line.slice(copied, spanAt), ' '.repeat(span[0].length));
      copied = spanAt + span[0].length;
    }
    const masked = copied === 0 ? line : blanks.join('') + line.slice(copied);
    const definition = DEFINITION.exec(masked);
    if (definition) {
      const target = localTarget(definition[1] ?? '');
      const defAt = masked.indexOf(definition[1] ?? '');
      // A code span in the label (`[`x.md`]: x.md`) names the same file: one reference.
      pushAll(out, code.filter((c) => c.at >= defAt).map((c) => c.ref));
      if (target !== null) out.push(reference(target, 'definition', true, i + 1, columnOf(defAt)));
      return;
    }
    // Every link's extent, local or not: a code span inside one (``[`x.md`](x.md)``) is the
    // link's text, not a second reference to the same file.
    const extents: { from: number; to: number }[] = [];
    const links: BodyReference[] = [];
    for (const link of masked.matchAll(INLINE_LINK)) {
      const from = link.index ?? 0;
      extents.push({ from, to: from + link[0].length });
      const raw = link[1] ?? '';
      const target = localTarget(raw);
      if (target === null) continue;
      const offset = from + link[0].indexOf(`(`, link[0].lastIndexOf(']')) + 1;
      const at = masked.indexOf(raw, offset);
      links.push(reference(target, 'link', true, i + 1, columnOf(at === -1 ? from : at)));
    }
    const inLink = (at: number) => extents.some((l) => at >= l.from && at < l.to);
    const merged = [...code.filter((c) => !inLink(c.at)).map((c) => c.ref), ...links];
    pushAll(out, merged.sort((a, b) => a.column - b.column));
  });
  return out;
}

