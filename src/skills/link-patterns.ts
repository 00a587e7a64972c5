/**
 * What makes a path-like span in a markdown body a file reference, apart from the scan that finds
 * the spans (./links.ts): the patterns and line tests that take or drop a target, and mark it an
 * instruction, an example or optional. Kept apart so the scanner file holds the walk over lines only.
 *
 * Backtick paths are only taken when they start with a conventional resource folder (or a host
 * placeholder, below), or when the whole span is a `./`/`../` path to a file: a bare
 * `src/index.ts` or `ls ./data` in a skill usually names something in the user's project.
 * A backtick path is only an *instruction* (`explicit`) when a verb that sends the model to the
 * file precedes it in the same sentence ("Read `references/x.md`", "运行 `scripts/a.py`") or the
 * span is itself a command (`python scripts/a.py`); otherwise it may be an example of a path in
 * the user's project, so the rules treat it more leniently.
 *
 * Host placeholders for the skill folder (`{baseDir}` of OpenClaw-style skills,
 * `${CLAUDE_SKILL_DIR}` of Claude Code) and for the plugin folder (`${CLAUDE_PLUGIN_ROOT}`) are
 * stripped here and recorded in `base`, so `{baseDir}/references/a.md` is `references/a.md`.
 */

/** Folders whose paths in backticks count as references to skill resources. */
export const RESOURCE_FOLDERS = ['scripts', 'references', 'reference', 'assets', 'templates', 'examples'] as const;

/**
 * Placeholders hosts replace with the skill folder (`{baseDir}`: OpenClaw and the skills written
 * for it; `${CLAUDE_SKILL_DIR}`: Claude Code) or the plugin root (`${CLAUDE_PLUGIN_ROOT}`: Claude
 * Code plugins). Written with or without braces in shell commands.
 */
export const SKILL_DIR_PLACEHOLDERS = ['{baseDir}', '${baseDir}', '${CLAUDE_SKILL_DIR}', '$CLAUDE_SKILL_DIR'] as const;
export const PLUGIN_ROOT_PLACEHOLDERS = ['${CLAUDE_PLUGIN_ROOT}', '$CLAUDE_PLUGIN_ROOT'] as const;

const escapeRe = (s: string): string => s.replace(/[$^{}()[\]\\.*+?|]/g, '\\$&');
const PLACEHOLDER = `(?:${[...SKILL_DIR_PLACEHOLDERS, ...PLUGIN_ROOT_PLACEHOLDERS].map(escapeRe).join('|')})`;

/**
 * A reference definition `[id]: target "title"`: nothing but an optional title may follow the
 * target, as in CommonMark (`[note]: see the guide` is a paragraph). A footnote definition
 * `[^1]: text` is not a link: its first word was taken for a missing file.
 */
export const DEFINITION = /^\s{0,3}\[(?!\^)[^\]]+\]:\s*(<[^>\n]*>|\S+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*$/;
/** A resource-folder or placeholder path anywhere in a code span (also inside a command line, or quoted). */
export const CODE_PATH = new RegExp(
  `(?:^|[\\s"'=(])((?:\\./)?(?:${RESOURCE_FOLDERS.join('|')})/[\\w.\\-/]*[\\w/]|${PLACEHOLDER}/[\\w.\\-/]*[\\w/])`,
  'g',
);
/** A glob or template character (`*`, `?`, `{`, `<`, `[`) right after a path (or its `-`/`.`): a pattern's start. */
export const PATTERN_NEXT = /^[.-]*[*?{<[]/;
/** A `./` or `../` path is taken only as the whole span and with a file extension: in a command it is usually the user's folder. */
export const WHOLE_RELATIVE = /^\.\.?\/[\w.\-/]*\.\w+$/;
/**
 * Words that send the model to a file, at most a few words before the span in the same sentence:
 * "Read `references/x.md`", "see the notes in `references/x.md`", "运行 `scripts/a.py`". A verb
 * right after "that", "which" or "who" describes something else ("a workflow that runs a repository
 * script (`./scripts/review.sh`)" is about the audited project), so it sends the model nowhere.
 */
const INSTRUCTION_BEFORE =
  /(?:(?<!\b(?:that|which|who)\s+)\b(?:read|reads|reading|see|load|loads|loading|open|opens|opening|consult|refer\s+to|follow|run|runs|running|execute|executing|invoke|call|source|use|using|cat|check)\b(?:\W+\w+){0,6}?\W*|(?:阅读|读取|参阅|参见|参考|查看|加载|打开|运行|执行|使用|调用|见|读)[^。；;.!?！？]{0,12})$/i;
/**
 * A span that is a command running the file: `python scripts/a.py`, `bash scripts/x.sh`, `node …`,
 * after any `VAR=value` words. Each such word is taken whole (a lookahead and its backreference
 * cannot be backtracked into) once a lookahead has seen an `=` inside it: `\S+=\S+` tried every
 * `=` of a long `a=a=a…` span as the split and rescanned the rest each time, quadratic.
 */
export const COMMAND_SPAN =
  /^(?:(?=\S+=\S)(?=(\S+))\1\s+)*(?:python3?|py|uv\s+run|bash|sh|zsh|node|deno|bun|npx|tsx|ruby|perl|php|pwsh|powershell|source|\.)\s/;
/** Words that mark what follows on the line as an example ("Example:", "e.g.", "such as"). */
export const EXAMPLE_MARK = /\b(?:examples?|e\.g\.|for\s+instance|such\s+as)(?![\w/])/i;
/**
 * An example mark right before a span ("use relative paths (e.g., `../docs/file.md`)", "生成实际命令，
 * 如 `python scripts/train.py`"): the span illustrates what the words before it describe, even
 * after an instruction verb or as a command; the verb sends the model to the kind of thing, not
 * to this file. `如` ("such as") counts only after punctuation or a space: inside a word it is "if".
 */
export const EXAMPLE_RIGHT_BEFORE =
  /(?:\b(?:e\.g\.|for\s+example|for\s+instance|such\s+as)|(?:^|[\s,，、:：(（])(?:例如|比如|譬如|如))[\s,，:：]*$/i;

/** Right after a reference: the author allows the file to be missing ("if it exists", "(optional)"). */
const OPTIONAL_AFTER =
  /^[\s,)]*(?:\((?:optional|if\s+(?:present|any|it\s+exists))\)|if\s+(?:it|they|one|the\s+file)\s+exists?\b|if\s+(?:present|available|any)\b|when\s+present\b)/i;
/** "If `x` exists": the reference right after "if", and "exists" or "is present" right after it. */
const IF_BEFORE = /\bif\s+(?:the\s+(?:file\s+)?)?$/i;
const EXISTS_AFTER = /^\s+(?:exists|is\s+present)\b/i;

/** True when the line allows the reference at [from, to) to be missing. */
export function isOptional(line: string, from: number, to: number): boolean {
  const after = line.slice(to, to + 60);
  return (
    OPTIONAL_AFTER.test(after) || (IF_BEFORE.test(line.slice(Math.max(0, from - 20), from)) && EXISTS_AFTER.test(after))
  );
}

/** Text that ends a sentence: the instruction must be in the same one as the span. */
const SENTENCE_BREAK = /[.!?。！？;；|](?:\s|$)|[。！？；|]/g;

/** Placeholder at the start of a target: what it resolves against and the rest of the path. */
export function splitPlaceholder(target: string): { base: 'skill' | 'plugin'; path: string } {
  for (const p of PLUGIN_ROOT_PLACEHOLDERS) {
    if (target === p || target.startsWith(`${p}/`)) return { base: 'plugin', path: target.slice(p.length + 1) };
  }
  for (const p of SKILL_DIR_PLACEHOLDERS) {
    if (target === p || target.startsWith(`${p}/`)) return { base: 'skill', path: target.slice(p.length + 1) };
  }
  return { base: 'skill', path: target };
}

/**
 * A slash-command invocation used as a link target: `/uipath:uipath-functions` (a plugin skill,
 * Claude Code's `plugin:skill` names) or `/pdf-tools` — one segment, no extension, so no file path.
 */
const SLASH_COMMAND = /^\/[a-z0-9][a-z0-9_-]*(?::[a-z0-9][a-z0-9._-]*)?$/i;

/** Normalises a link target; null when it is not a local file reference. */
export function localTarget(raw: string): string | null {
  let target = raw.trim();
  if (target.startsWith('<') && target.endsWith('>')) target = target.slice(1, -1).trim();
  if (target === '' || target.startsWith('#') || target.startsWith('//')) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null; // http:, mailto:, data:, file: …
  // `/plugin:skill` or `/skill`: a link to a slash command (how hosts invoke a skill), not a file.
  if (SLASH_COMMAND.test(target)) return null;
  target = target.replace(/[?#].*$/s, '');
  try {
    target = decodeURIComponent(target);
  } catch {
    // Not valid percent-encoding: keep as written.
  }
  return target === '' ? null : target;
}

/**
 * How far back from a code span an instruction verb is looked for, in UTF-16 units. The verb
 * must be within a few words of the span, so a window keeps the test constant-time per span on
 * long lines (a 16 KB one-line body with a thousand spans would otherwise rescan the line each time).
 */
export const INSTRUCTION_WINDOW = 160;

/**
 * A verb whose subject is the links or paths themselves ("links to the parent SKILL.md use
 * `../SKILL.md`", "paths must use `./scripts/x.py`") says how a path is written in some document,
 * relative to that document; it sends the model to no file of this skill.
 */
const WRITTEN_FORM_BEFORE =
  /\b(?:links?|paths?|hrefs?)\b(?:\s+(?:back\s+)?(?:to|from|in|into|inside|within|between|of)\b[^,;:()]{0,60}?)?\s+(?:(?:should|must|always|can|will)\s+)?(?:use|using)\W*$/i;

/** Whether the text before a code span (same line) sends the model to it. */
export function isInstructed(before: string): boolean {
  const window = before.slice(-INSTRUCTION_WINDOW);
  let start = 0;
  for (const m of window.matchAll(SENTENCE_BREAK)) start = (m.index ?? 0) + m[0].length;
  const clause = window.slice(start).replace(/`[^`]*`/g, 'x');
  return INSTRUCTION_BEFORE.test(clause) && !WRITTEN_FORM_BEFORE.test(clause);
}

/**
 * A command the line runs in another folder: "from `api/`: `node scripts/sweep.mjs`", or a span
 * that starts with `cd api &&`. Its relative paths are in that folder (the user's project), not in
 * the skill, so the span is no instruction to open a file of the skill.
 */
const FROM_FOLDER_BEFORE = /\bfrom\s+(?:the\s+)?`[^`\s]+\/`(?:\s+(?:folder|directory))?[\s:,]*(?:run\s+)?$/i;
const CD_FIRST = /^cd\s+(\S+)\s*(?:&&|;)/;
/** A `cd` into the skill's own folder (`cd {baseDir} && python scripts/x.py`): its paths are the skill's. */
const SKILL_FOLDER_TARGETS: ReadonlySet<string> = new Set<string>([...SKILL_DIR_PLACEHOLDERS, '.']);

/** Whether a code span (its text, and the line before it) is a command run in another folder. */
export function runsElsewhere(before: string, span: string): boolean {
  const cd = CD_FIRST.exec(span);
  if (cd !== null) {
    const target = (cd[1] as string).replace(/^(["'])(.*)\1$/, '$2').replace(/(?<=.)\/+$/, '');
    return !SKILL_FOLDER_TARGETS.has(target);
  }
  return FROM_FOLDER_BEFORE.test(before.slice(-INSTRUCTION_WINDOW));
}
