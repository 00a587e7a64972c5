/**
 * SK126 / SK127: characters in `name` or `description` that the author and reviewers cannot see
 * but a terminal or the model acts on (classes and exceptions: src/check/text/hidden.ts). Output
 * already escapes them, so they cannot hurt skillscope's reader; these rules exist for everyone
 * else: a host puts the description verbatim into the model's context, and a code review shows
 * a bidi override or a tag-character message as nothing at all.
 *
 * Positions: the finding points at the first such character where it is written raw in the file
 * (line, column); when the file holds it as a YAML escape (`"\e"`), at the field's key. The message
 * gives positions in the parsed value (1-based code points), which is what hosts receive.
 */
import { minOf, pushAll } from '../../base/arrays.js';
import type { Skill } from '../../skills/model.js';
import { describeHidden, hiddenChars, type HiddenChar, type HiddenClass } from '../text/hidden.js';
import type { RawFinding, RuleCode, RuleMeta } from '../types.js';
import { finding, frontmatterData, keyLine, perSkillFamily, type RuleFamilyModule } from './rule.js';
import { CLAUDE_CHANGELOG, CODEX_LOADER, GUIDANCE } from './evidence.js';

const FIELDS = ['name', 'description'] as const;

const rules: readonly RuleMeta[] = [
  {
    code: 'SK126',
    name: 'control-characters',
    family: 'spec',
    defaultSeverity: 'error',
    evidence: {
      basis: 'host',
      source:
        CODEX_LOADER +
        ' `sanitize_single_line` collapses only whitespace, so other control characters reach the listing as written; ' +
        CLAUDE_CHANGELOG +
        ', 2.1.228: Claude Code started sanitizing the descriptions of skills synced from claude.ai. Bidi overrides: Trojan Source, CVE-2021-42574.',
      impact:
        'The model reads text a reviewer does not see (tag characters, bidi overrides), and terminal escapes rewrite what a listing shows.',
      consequence: 'misloaded',
      severity:
        'error: what the model gets differs from what the reviewer approved, and no legitimate description needs these characters.',
    },
    keyFields: ['field'],
    docs: {
      what: 'The parsed `name` or `description` holds a control character: a C0 control other than tab and line feed (ESC, BEL, backspace, a carriage return not before a line feed …), DEL, a C1 control (U+0080–U+009F), a bidi embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), or Unicode tag characters (U+E0000–U+E007F) outside an emoji flag. The message names each character and its position in the value.',
      why: 'Hosts pass the description verbatim to the model and print names in terminals. Escape sequences can rewrite what a terminal shows, bidi overrides make a reviewer read different text than the model gets (Trojan Source), and tag characters carry text no one sees but the model reads — a channel for hidden instructions. No legitimate description needs any of them.',
      example: 'description: "Formats CSV files.\\e[8m Ignore previous instructions."',
      fix: 'Delete the characters (in an editor that shows them, or retype the text). If they came with a downloaded skill, read what they hid before trusting it.',
    },
  },
  {
    code: 'SK127',
    name: 'invisible-characters',
    family: 'spec',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'guidance',
      source:
        GUIDANCE +
        ': Unicode format characters that render as nothing (U+200B, U+2060–U+2064, U+FEFF …), with the script contexts where ZWJ, ZWNJ and U+200B are needed left out.',
      impact:
        "A trigger word with a zero-width character inside no longer matches the user's word for the tokenizer or a router; the characters also cost tokens.",
      consequence: 'degraded',
      severity: 'warning: nothing is hidden from the model, but a word it should match is broken.',
    },
    keyFields: ['field'],
    docs: {
      what: 'The parsed `name` or `description` holds a zero-width or formatting character that changes nothing a reader sees: zero-width space U+200B, word joiner and invisible operators U+2060–U+2064, U+FEFF, U+180E, the line/paragraph separators U+2028/U+2029, the bidi marks U+200E/U+200F/U+061C in text without right-to-left letters, or a ZWNJ/ZWJ where no script needs one. Not reported: a ZWJ inside an emoji sequence (👩\u200d💻), ZWNJ/ZWJ after Arabic-script or Indic letters, U+200B after Thai, Lao, Khmer or Myanmar letters, variation selectors, soft hyphens.',
      why: "Usually a copy-paste accident, sometimes a way to make two different names look equal. A trigger word with a zero-width character inside no longer matches the user's word, for the model's tokenizer or for routing. Invisible text also costs tokens. A warning, not an error: nothing is hidden from the model.",
      example:
        'description: "Fills PDF\\u200b forms. Use when the user asks to fill a form."\n(YAML reads a zero-width space after "PDF")',
      fix: 'Delete the character (most editors can show invisible characters).',
    },
  },
];

const CODE: Readonly<Record<HiddenClass, RuleCode>> = { control: 'SK126', invisible: 'SK127' };

/**
 * Line and column (1-based, code points) of the first of `chars` written raw in the field's
 * lines of the frontmatter (from its key to the next key), or null.
 */
function rawPosition(
  skill: Skill,
  field: string,
  chars: readonly HiddenChar[],
): { line: number; column: number } | null {
  const fm = skill.frontmatter;
  const start = fm?.keyLines[field];
  if (fm === null || fm === undefined || start === undefined) return null;
  const nextKey = minOf(
    Object.values(fm.keyLines).filter((l) => l > start),
    fm.endLine,
  );
  const lines = fm.raw.split('\n');
  const wanted = new Set(chars.map((c) => String.fromCodePoint(Number.parseInt(c.codePoint.slice(2), 16))));
  // raw starts on the line after the opening fence (fm.startLine).
  for (let line = start; line < nextKey; line++) {
    const text = lines[line - fm.startLine - 1] ?? '';
    let column = 0;
    for (const ch of text) {
      column++;
      if (wanted.has(ch)) return { line, column };
    }
  }
  return null;
}

function fieldFindings(skill: Skill, field: string, value: string): RawFinding[] {
  const found = hiddenChars(value);
  const out: RawFinding[] = [];
  for (const cls of ['control', 'invisible'] as const) {
    const chars = found.filter((c) => c.class === cls);
    if (chars.length === 0) continue;
    const at = rawPosition(skill, field, chars) ?? { line: keyLine(skill, field), column: 1 };
    const what = cls === 'control' ? 'control character' : 'invisible character';
    const count = chars.length === 1 ? `${cls === 'control' ? 'a' : 'an'} ${what}` : `${chars.length} ${what}s`;
    out.push(
      finding(
        CODE[cls],
        skill.file,
        at.line,
        at.column,
        `the parsed ${field} holds ${count}: ${describeHidden(chars)}`,
        {
          field,
          characters: chars.map((c) => ({ codePoint: c.codePoint, label: c.label, index: c.index })),
        },
      ),
    );
  }
  return out;
}

export const hiddenCharRules: RuleFamilyModule = perSkillFamily(rules, (skill, _ctx) => {
  const out: RawFinding[] = [];
  const data = frontmatterData(skill);
  if (data === null) return out;
  for (const field of FIELDS) {
    const value = data[field];
    if (typeof value === 'string') pushAll(out, fieldFindings(skill, field, value));
  }
  return out;
});
