/**
 * SK410: confusable pairs — two skills whose catalog entries are lexically near-identical, so
 * neither the model nor a lexical router can tell from the listing which one a request means.
 * TF-IDF cosine over the seed analyzer's terms of `name: description` (the same terms the
 * routing benchmark uses), reported once per pair on the skill later in name order.
 */
import { catalogEntryText } from '../../audit/catalog.js';
import { seedTerms } from '../../route/analyzers/seed.js';
import { similarPairs } from '../text/tfidf.js';
import type { RawFinding, RuleMeta } from '../types.js';
import { finding, keyLine, type RuleFamilyModule } from './rule.js';

/**
 * Shared terms a pair needs besides a high cosine. Entries with almost no ASCII terms (the seed
 * analyzer ignores CJK) would otherwise look identical on their one shared name word.
 */
export const CONFUSABLE_MIN_SHARED_TERMS = 3;

/** Shared terms listed in a finding. */
export const CONFUSABLE_TERMS_SHOWN = 8;

const rules: readonly RuleMeta[] = [
  {
    code: 'SK410',
    name: 'confusable-skills',
    family: 'quality',
    defaultSeverity: 'warn',
    keyFields: ['other'],
    docs: {
      what: 'Two skills have near-identical catalog entries: TF-IDF cosine of their `name: description` terms at or above 0.8 (config `budgets.confusableSimilarity`), sharing at least 3 terms. The finding lists the shared terms.',
      why: 'A router choosing from descriptions cannot tell the two apart, so requests go to either at random or to the wrong one.',
      example: 'pdf-forms: "Fill PDF forms and extract PDF form fields" next to pdf-fields: "Extract PDF form fields and fill PDF forms".',
      fix: 'Say what differs (input type, scope, when to use each), or merge the two skills.',
    },
  },
];

export const confusableRules: RuleFamilyModule = {
  rules,
  check({ set, options }) {
    const skills = set.skills.filter((s) => s.description.trim() !== '');
    const docs = skills.map((s) => seedTerms(catalogEntryText(s)));
    const out: RawFinding[] = [];
    for (const pair of similarPairs(docs, options.budgets.confusableSimilarity, CONFUSABLE_MIN_SHARED_TERMS)) {
      const [first, second] = [skills[pair.a]!, skills[pair.b]!].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : x.file < y.file ? -1 : 1));
      const similarity = Math.round(pair.similarity * 1000) / 1000;
      const sharedTerms = pair.sharedTerms.slice(0, CONFUSABLE_TERMS_SHOWN);
      out.push(
        finding('SK410', second!.file, keyLine(second!, 'description'), 1, `catalog entry is confusable with '${first!.name}' (cosine ${similarity}; shared: ${sharedTerms.join(', ')})`, {
          other: first!.name,
          otherFile: first!.file,
          similarity,
          sharedTerms,
        }),
      );
    }
    return out;
  },
};
