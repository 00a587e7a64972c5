/**
 * The classes of path SK210 looks at before it looks a target up (links.ts): which targets name a
 * file of the skill at all, and which are patterns, stand-ins, run-time output or a template's
 * sample links. Kept apart so links.ts holds the decision and the two-stage check only.
 */
/** The optional folders the Agent Skills specification names ("Optional directories"): the skill's own. */
export const SPEC_FOLDERS: ReadonlySet<string> = new Set(['scripts', 'references', 'assets']);

/** A last segment that is a range of numbers (`01-03`, `1–4`, `2~5`): numbered files, named together. */
export const NUMBER_RANGE = /^\d+\s*[-–~]\s*\d+$/;

/** `./file.ext` or `./.claude/x`: a path from the working folder naming no folder of the skill. */
export const WORKING_FOLDER_FILE = /^\.\/(?:[^/]+|\.[^/]+\/.+)$/;

/** A last segment `module.function_name`: a stem, then a dot and an identifier with an underscore. */
export const DOTTED_CALL = /(?:^|\/)[^./]+\.[A-Za-z0-9]*_[A-Za-z0-9_]*$/;

/** The last segment of a path without its extension. */
export const stemOf = (path: string): string => (path.split('/').pop() ?? '').replace(/\.[^.]*$/, '');

/**
 * A stem that writes the varying part as a run of stand-in letters: `Sxxxxx` for the error code
 * `S00001`, `CVE-XXXX-XXXX`, `YYYY-MM-DD-notes`. Three or more x's (or X's) not inside a word
 * (`boxxxer` is a word), or a YYYY date.
 */
const STAND_IN_RUN = /(?:^|[^a-z])(?:x{3,}|X{3,})(?![a-z])|(?:^|[^A-Z])YYYY(?![A-Z])/;

/** A cache file or folder (`cache.json`, `prices_cache.db`, `cache/`), not a script or document named so. */
export const RUN_TIME_CACHE =
  /(?:^|\/)(?:[^/]*[-_.])?cache(?:\/|$|\.(?!(?:py|sh|js|mjs|cjs|ts|md|markdown|txt)$)[a-z0-9]+$)/i;

/** Stand-in file names: `script_name`, `file-name`, `your_script`, `my-tool`, `path_to_file`. */
const PLACEHOLDER_STEM =
  /^(?:(?:script|file|module|tool|skill|doc|template)[-_]?name|(?:your|my|some)[-_][a-z0-9_-]+|path[-_]to[-_][a-z0-9_-]+)$/i;

/** A stem that stands in for whichever file is meant: a placeholder name or a run of stand-in letters. */
export const isStandInStem = (stem: string): boolean => PLACEHOLDER_STEM.test(stem) || STAND_IN_RUN.test(stem);

/**
 * A fill-in placeholder: `[Description]`, `[Feature 1]`, `[Component name]` — brackets around words
 * starting with a capital, not a link (`[a](b)`, `[a][b]`), a definition (`[a]:`), a checkbox, a
 * footnote or a callout (`[!NOTE]`).
 */
const FILL_IN_PLACEHOLDER = /\[(?![ xX]\]|!|\^)[A-Z][^\]\n[]{0,60}\](?![([:])/g;
/** A body with this many placeholders is a template of the document the skill writes. Default 3. */
const TEMPLATE_PLACEHOLDERS = 3;

export function isFillInTemplate(body: string): boolean {
  let n = 0;
  FILL_IN_PLACEHOLDER.lastIndex = 0;
  while (FILL_IN_PLACEHOLDER.exec(body) !== null) if (++n >= TEMPLATE_PLACEHOLDERS) return true;
  return false;
}

/** Characters of globs and templates: a target holding one is a pattern. */
export const PATTERN_CHARS = /[*?{}<>[\]]/;

/** A target with no `/` and no `.`: a word, not a file name. */
export const isBareWord = (path: string): boolean => !path.includes('/') && !path.includes('.') && !path.includes('\\');
