/** `skillscope search DIR… --all T --any T`: evidence-based search of the metadata corpus. */
import { pathExists } from '../files.js';
import path from 'node:path';
import {
  buildSearchIndex,
  SEARCH_ANALYZERS,
  SEARCH_DEFAULT_ANALYZER,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  type SearchAnalyzer,
  searchSkills,
} from '../../access/index.js';
import { renderSearchText } from '../../report/access/text.js';
import { ACCESS_OPTIONS, json, openAccess, runAccess } from '../access.js';
import { choiceArg, defineOptions, helpText, intArg, parseOptions } from '../options.js';
import type { Command } from '../command.js';
import { UsageError } from '../errors.js';

const OPTIONS = defineOptions({
  all: { kind: 'multiple', placeholder: 'T', help: 'a must term, repeatable' },
  any: { kind: 'multiple', placeholder: 'T', help: 'a probe term, repeatable' },
  limit: {
    kind: 'string',
    placeholder: 'N',
    help: 'candidates returned (default {default}, at most {max})',
    default: SEARCH_DEFAULT_LIMIT,
    min: 1,
    max: SEARCH_MAX_LIMIT,
  },
  // The MCP tool search_skills takes the same choices (its `analyzer` argument).
  analyzer: {
    kind: 'string',
    placeholder: 'A',
    help: 'multi (terms as written: English stems, Chinese words and bigrams) or bilingual (each term also translated Chinese <-> English through CC-CEDICT: an --all term is met by itself or one of its translations, and the result lists the translations used); default {default}',
    default: SEARCH_DEFAULT_ANALYZER,
    choices: SEARCH_ANALYZERS,
  },
  ...ACCESS_OPTIONS,
});

const HELP = helpText(
  `Usage: skillscope search DIR… [--all T]… [--any T]… [options]

Searches the metadata of every skill, enabled or in cold storage — name,
description, when_to_use and, at the top level or under metadata:, aliases,
tags, tools/allowed-tools, domains, intents, examples — never the body. Terms go
through the multi analyzer (English stems, Chinese and other scripts), and with
--analyzer bilingual are translated Chinese <-> English as well. Every --all
term must match; --any terms add to the BM25 score. Each candidate has a
stable ref (for inspect and select), its score, the matched terms and fields,
and snippets; totalMatches, returned and truncated tell whether the list was
cut.`,
  OPTIONS,
  `Exit codes: 0 results printed (even none), 2 no usable term, bad option or
unreadable DIR.

Examples:
  skillscope search ./skills --all pdf --any form --any fill --json
  skillscope search ./skills --any 翻译 --any 中文
  skillscope search ./skills --any 电子表格 --any 图表 --analyzer bilingual
`,
);

export const searchCommand: Command = {
  help: HELP,
  options: OPTIONS,
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, OPTIONS, 'search');
    const limit = intArg(OPTIONS, 'limit', values.limit);
    const analyzer = choiceArg<typeof OPTIONS, SearchAnalyzer>(OPTIONS, 'analyzer', values.analyzer);
    // `search DIR "two words"` as with grep: the words are not a folder. Say where they go
    // instead of "cannot read 'two words'".
    const last = positionals[positionals.length - 1];
    if (
      (values.all ?? []).length === 0 &&
      (values.any ?? []).length === 0 &&
      positionals.length > 1 &&
      last !== undefined &&
      !pathExists(path.resolve(io.cwd, last))
    ) {
      throw new UsageError(
        `search: '${last}' is not a folder; search terms go in --any (or --all): skillscope search DIR --any ${last
          .split(/\s+/)
          .filter((w) => w !== '')
          .join(' --any ')}`,
      );
    }
    return runAccess(io, values.json === true, () => {
      const { view } = openAccess(io, values, positionals, 'search');
      const result = searchSkills(buildSearchIndex(view), {
        all: values.all ?? [],
        any: values.any ?? [],
        limit,
        analyzer,
      });
      io.stdout(values.json === true ? json(result) : renderSearchText(result));
      return 0;
    });
  },
};
