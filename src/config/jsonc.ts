/**
 * JSON with comments (JSONC), as `tsconfig.json` and VS Code settings allow it: `// line` and
 * `/* block *\/` comments and a trailing comma before `}` or `]`. Rather than a second parser,
 * the comments and trailing commas are blanked out (replaced by spaces, newlines kept) and the
 * result goes to JSON.parse: every offset stays where it was, so a syntax error still points at
 * the right `line:column` of the file the user wrote.
 */

/** `text` with comments and trailing commas replaced by spaces; strings are left untouched. */
export function blankJsonComments(text: string): string {
  const out = text.split('');
  const blank = (from: number, to: number): void => {
    for (let i = from; i < to; i++) if (out[i] !== '\n' && out[i] !== '\r') out[i] = ' ';
  };
  // Index of the last comma seen outside strings with only blanks or comments after it.
  let pendingComma = -1;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      pendingComma = -1;
      i++;
      while (i < text.length && text[i] !== '"' && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      i++;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      blank(i, stop);
      i = stop;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      // An unclosed block comment is left alone: JSON.parse then reports it at its start.
      if (end === -1) break;
      blank(i, end + 2);
      i = end + 2;
      continue;
    }
    if (c === ',') pendingComma = i;
    else if ((c === '}' || c === ']') && pendingComma !== -1) blank(pendingComma, pendingComma + 1);
    if (c !== ',' && !/\s/.test(c)) pendingComma = -1;
    i++;
  }
  return out.join('');
}
