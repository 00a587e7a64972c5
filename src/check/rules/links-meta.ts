/**
 * SK210–SK215's metadata: what each link rule reports, the evidence behind its severity, and its
 * docs (docs/rules.md is generated from them). The checks are in links.ts and link-chains.ts.
 */
import type { RuleMeta } from '../types.js';
import { BEST_PRACTICES, CLIENT_GUIDE, CODEX_LOADER, GUIDANCE, SPEC } from './evidence.js';

export const linkRuleMeta: readonly RuleMeta[] = [
  {
    code: 'SK210',
    name: 'link-target-missing',
    family: 'body',
    defaultSeverity: 'error',
    evidence: {
      basis: 'host',
      source:
        SPEC +
        ', lines 228–237: files are referenced by relative paths from the skill root and read when needed; ' +
        CLIENT_GUIDE +
        ', line 306: the model loads them with its file-read tools.',
      impact:
        'The model follows the reference, gets "file not found" and improvises without the instructions it was promised.',
      consequence: 'missing',
      severity: 'error: a file the skill needs is missing everywhere in the checked directory.',
    },
    keyFields: ['target'],
    docs: {
      what: 'A markdown link, image or reference definition in the body, or a backticked path the body tells the model to read, see, load, open or run (such as: Read `references/x.md`; `python scripts/a.py`), names a file that does not exist — in the skill folder, or, for a path that climbs out of it (`../shared/x.md`), anywhere in the checked directory (`data.outside: true`; such a link is broken everywhere, not only once installed). When a file of the same trailing path exists elsewhere in the checked directory, outside every skill (`shared/schemas/x.md`), it is SK215 (a warning) instead. When the path runs through a folder named like the skill folder, as written from where the skill is installed (`.claude/skills/forms/agents/a.md` in the skill `forms`), and the skill has the rest (`agents/a.md`), the finding is still SK210 and names that path (`data.inSkill`). A `./name` in backticks with no folder (`generates ./app.key`, `check ./CLAUDE.md`) is a file of the working folder, the user\'s project, and is not looked up; `./scripts/x.sh` and links are. Nor is a dotted name of code (`scripts/lib/chunker.split_scenes(…)`: no file extension holds an underscore). Paths are relative to the skill folder; `{baseDir}/` and `${CLAUDE_SKILL_DIR}/` mean the skill folder, `${CLAUDE_PLUGIN_ROOT}/` the plugin root: the nearest folder at or above the skill, inside the checked directory, that holds `.claude-plugin/plugin.json` (with none, such paths are not checked). A reference the line allows to be missing ("Read `references/checklist.md` if it exists", "(optional)", "If `config.json` exists") is not reported, nor is a glob or template (`references/limits-{country}.md`, `notes/*.md`) or a bare word with neither folder nor extension (`[link](url)`). Nor are: a path an example mark introduces (`(e.g., `../docs/a.md`)`, `如 `python scripts/a.py``), a stand-in name (`scripts/script_name.py`, or one whose varying part is a run of stand-in letters: `error-codes/Sxxxxx.md`, `YYYY-MM-DD.md`), a cache the scripts of the skill write as they run (`{baseDir}/data/cache.json`, `cache/`), a link with no folder in a body that is a fill-in template of the output (three or more `[Placeholder]`s), a path through a folder the walk never enters (a hidden `.cache/` folder), a path the line places in another skill it names ("`references/a.md` in the pdf-tools skill", looked up there), a folder or an extensionless page under a top folder the skill does not have, other than `scripts/`, `references/` and `assets/` (`examples/search-r1/` of an upstream repository, `[runbook](internal-wiki/deploy)`: a place in another tree), a range of numbered files (`references/research/01-03`, looked up by its folder), and the links of a SKILL.md without frontmatter in `.gemini/skills` or `.codex/skills`, which those hosts never load. A command in a skill of a project\'s own host folder (`.claude/skills/x`, `app/.agents/skills/x`) that names a file of that project (`bash scripts/check.sh` with the repository\'s `scripts/check.sh`) is resolved against the project, since hosts run a project skill\'s commands there; its links are still resolved against the SKILL.md. A command the line runs in another folder (from `api/`: `node scripts/sweep.mjs`, or `cd api && …`) and a sentence saying how links are written in another document (links to the parent use `../SKILL.md`) send the model to no file of the skill: not instructions, so at most SK213. A link out of the skill into a folder the walk passes over (a hidden folder, a file of `.github/` beside its `skills/`, or a folder outside every skill below the search depth, `--max-depth`, where only SKILL.md files are looked for) cannot be looked up: it is SK211, not missing. Files anywhere in the checked directory count, a root `CLAUDE.md` included.',
      why: 'The model follows the reference, gets a file-not-found error and improvises without the instructions it was promised.',
      example: 'See [the form guide](references/forms.md).  (no such file)',
      fix: 'Fix the path (it is relative to the skill folder) or add the file.',
    },
  },
  {
    code: 'SK211',
    name: 'link-escapes-skill',
    family: 'body',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'spec',
      source:
        SPEC +
        ', line 228: paths are relative "from the skill root"; ' +
        CODEX_LOADER +
        ' and Claude Code load each skill folder on its own (installed into a skills folder by itself).',
      impact:
        'The target exists here but not where the skill is installed alone; inside an installed plugin it may still be found.',
      consequence: 'missing',
      severity:
        'warning: the file exists in the repository, so it is not missing everywhere; it is missing where the skill is installed by itself.',
    },
    keyFields: ['target'],
    docs: {
      what: "A reference is absolute or climbs out of the skill folder with `..` (a `${CLAUDE_PLUGIN_ROOT}/` reference: out of the plugin folder) to a file that exists there, or that cannot be looked up (absolute, or above the checked directory); a target outside the skill that exists nowhere in the checked directory is SK210, and one inside the skill's plugin folder or the host skill folder it is read from is SK214 (info). Bare paths in backticks that no instruction points at are not references (see SK213).",
      why: 'Hosts install and sandbox each skill folder on its own; files outside it are not there on another machine.',
      example: 'Run `../shared/scripts/lint.sh`.',
      fix: 'Copy the file into this skill folder and link it relative to the skill root: a skill can be installed without its neighbours (a copy in each skill is expected, SK507 is only info). In a Claude Code plugin, `${CLAUDE_PLUGIN_ROOT}/path` may name a file elsewhere in the plugin.',
    },
  },
  {
    code: 'SK212',
    name: 'link-too-deep',
    family: 'body',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'spec',
      source:
        SPEC +
        ', line 237: "Keep file references one level deep from `SKILL.md`. Avoid deeply nested reference chains."; ' +
        BEST_PRACTICES +
        ': for a nested reference Claude "might use commands like `head -100` to preview content rather than reading entire files".',
      impact:
        'A model often reads a referenced file only in part (its first 100 lines); a pointer further down that file is never seen, and its target is never read.',
      consequence: 'degraded',
      severity: 'warning: a structure recommendation; the file is there if the model gets to it.',
    },
    keyFields: [],
    docs: {
      what: 'Reference documents of the skill (markdown, text, HTML or PDF, by the resource classes) are reached only through other documents: SKILL.md does not name them (no link, definition or path in backticks, nor a folder they are in: `references/schemas/` or a pattern such as `references/schemas/<name>.md` names every document below it), a document SKILL.md names links to them (SKILL.md → a.md → b.md). One finding per skill, on the first such link, with the number of documents (`data.count`), the first few (`data.documents`), the documents that link them (`data.via`) and the deepest chain (`data.chain`). Links from an index — `INDEX.md`, `README.md`, `toc.md`, `SUMMARY.md`, or a page whose lines of text are mostly links (the header and delimiter rows of a table, code fences and HTML comments are markup, not text: a router of small "task | read this" tables is an index) — are how a large reference set is meant to be browsed and do not count, nor do links in the first 100 lines of a document, which the `head -100` preview of a partial read shows (a router page that opens with its links). A folder a document links (`[the plugins](plugins/)`) names the documents in it, as in SKILL.md: they are reached through that document, and a folder link is never the one reported. How deep a document sits in folders does not matter: `references/api/v2/auth.md` linked from SKILL.md is one level deep.',
      why: 'The best practice is to keep references one level deep from SKILL.md because a model often reads a referenced file only in part (a preview of its first 100 lines): a pointer further down a.md is never seen, and b.md is never read.',
      example:
        'SKILL.md: See [the API guide](references/api.md).\nreferences/api.md, line 240: Authentication is in [auth](auth.md).  (SKILL.md never names auth.md)',
      fix: 'Name the documents in SKILL.md too, each with a line that says when to read it ("For authentication, read references/auth.md"), or gather the links in an index SKILL.md points to.',
    },
  },
  {
    code: 'SK213',
    name: 'code-path-missing',
    family: 'body',
    defaultSeverity: 'info',
    evidence: {
      basis: 'guidance',
      source:
        GUIDANCE +
        ': a path in backticks that looks like a skill file (`scripts/`, `references/`, `assets/`, `./`) with no instruction pointing at it.',
      impact: "It may be a broken reference, or an example of a path in the user's project: only the author can tell.",
      consequence: 'missing',
      severity: 'info: the rule cannot tell a typo from an example.',
    },
    keyFields: ['target'],
    docs: {
      what: 'A path in backticks that looks like a skill file (`scripts/…`, `references/…`, `assets/…`, a `./` or `../` file, a host placeholder) and that no instruction points at does not exist anywhere in the checked directory. A path its line calls an example ("Examples: `references/finance.md` …", "e.g.", "for instance", "such as" before it) is not reported.',
      why: "It may be a typo in a reference, or an example of a path in the user's project; only the author can tell, so it never fails a run.",
      example: 'The script writes `assets/measure.js` into the project.',
      fix: 'Nothing when it is an example; otherwise fix the path, or make it a link or a "Read …" instruction so SK210 checks it.',
    },
  },
  {
    code: 'SK214',
    name: 'link-within-install',
    family: 'body',
    defaultSeverity: 'info',
    evidence: {
      basis: 'host',
      source:
        'Claude Code plugins reference: a plugin is copied whole into the plugin cache, so `../` paths between its skills resolve there; hosts read project skill folders (`.claude/skills`, `.agents/skills`…) in place. Install units: skills/units.ts.',
      impact:
        'The target is there wherever the whole plugin (or the host folder) is installed; it is missing only when this one skill is copied alone.',
      consequence: 'missing',
      severity: 'info: it works as the skill is installed; only copying the skill out of its plugin breaks it.',
    },
    keyFields: ['target'],
    docs: {
      what: "A reference climbs out of the skill folder with `..` to a file that exists in the same install: inside the folder of the skill's plugin (a sibling skill, a shared folder of the plugin), or inside the host skill folder the skill is read from in place (`.claude/skills/a` → `../b/x.md`). Such a link works once the plugin is installed; SK211 is the same link where no install keeps the target beside the skill.",
      why: 'The link works as the skill ships, but breaks if someone copies this one skill out of its plugin.',
      example: 'See [the review checklist](../code-review/references/checklist.md). (two skills of one plugin)',
      fix: 'Nothing is needed while the skill is installed with its plugin or read from its host folder; a copy inside the skill makes it work alone (in a plugin, `${CLAUDE_PLUGIN_ROOT}/skills/…` says the same more plainly).',
      // The case is `data.within`: a link inside the plugin, or inside the host folder read in
      // place (`.opencode/skills`), where no plugin variable exists.
      caseFixes: {
        plugin:
          'Nothing is needed while the skill ships in its plugin; `${CLAUDE_PLUGIN_ROOT}/skills/…` says the same more plainly, and a copy inside the skill makes it work alone.',
        'host-folder':
          'Nothing is needed while the skill is read from this folder; a copy inside the skill makes it work when the skill is copied alone.',
      },
    },
  },
  {
    code: 'SK215',
    name: 'link-target-elsewhere',
    family: 'body',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'host',
      source:
        SPEC +
        ', lines 228–237: files are referenced by relative paths from the skill root; a repository that keeps shared files in one folder and copies them beside its skills at install (a deploy script, a build step) writes its links for the installed layout.',
      impact:
        'As the repository stands the link is broken, and it stays broken for anyone who installs the skill without the step that copies the file.',
      consequence: 'missing',
      severity:
        'warning: the file exists in the checked directory, so it is not missing everywhere (SK210 is the error for that); it is missing where the link points until something copies it there.',
    },
    keyFields: ['target'],
    docs: {
      what: 'A reference SK210 would report — its target does not exist where it points — while a file with the same trailing path, its name and at least the folder above it (`schemas/view.md`), exists elsewhere in the checked directory, outside every skill folder: `../shared/schemas/view.md` from `agents/db/skills/a/` points at `agents/db/skills/shared/schemas/view.md`, and `agents/shared/schemas/view.md` is there. The file found is `data.foundAt` (the one ending with the most matching segments, `data.segments`; the first by path when several match as well, their number in `data.alternatives`), the path the link resolves to is `data.resolved`. A file name alone (`README.md`) is in too many folders to say which was meant, and a file of another skill belongs to that skill (no install copies it here; `references/setup.md` is in many skills): those stay SK210.',
      why: 'The link names a file the repository has, in another place: an install or deploy step may copy it there, or the link may have gone stale when the file moved. Only the author can tell, and it is not a file missing everywhere.',
      example:
        'agents/db/skills/a/SKILL.md: Follow [the view schema](../shared/schemas/view.md).  (agents/shared/schemas/view.md exists; agents/db/skills/shared/ does not)',
      fix: 'If an install step copies the file, nothing is broken once installed: say so beside the link, or link the file where it lies in the repository. Otherwise fix the path to the file found, or copy the file into the skill.',
    },
  },
];
