/**
 * SK410: confusable pairs — two skills whose catalog entries are lexically near-identical, so
 * neither the model nor a lexical router can tell from the listing which one a request means.
 * TF-IDF cosine over the seed analyzer's terms of `name: description` (the same terms the
 * routing benchmark uses), reported once per pair on the skill later in name order. Three or
 * more skills joined by confusable pairs (a copied entry, a family of near-identical ones) are one
 * finding listing every member, on the second member in name order: fifty copies make one finding,
 * not 1,225 (see text/clusters.ts for how they are found without comparing every pair).
 */
import { catalogEntryText } from '../../audit/catalog.js';
import { seedTerms } from '../../route/analyzers/seed.js';
import { confusableClusters } from '../text/clusters.js';
import { fmt } from '../../base/numbers.js';
import type { SkillFacts } from '../facts.js';
import type { RawFinding, RuleMeta } from '../types.js';
import { finding, hiddenFromModel, keyLine, setWideFamily, type RuleFamilyModule } from './rule.js';
import { GUIDANCE } from './evidence.js';
import { apartByHost, installedSkills } from '../units.js';

/**
 * Shared terms a pair needs besides a high cosine. Entries with almost no ASCII terms (the seed
 * analyzer ignores CJK) would otherwise look identical on their one shared name word.
 */
export const CONFUSABLE_MIN_SHARED_TERMS = 3;

/** Shared terms listed in a finding. */
const CONFUSABLE_TERMS_SHOWN = 8;

/** Members named in a cluster's message before "and N more" (all are in `data.members`). Default 3. */
const CONFUSABLE_MEMBERS_SHOWN = 3;

const round = (x: number) => Math.round(x * 1000) / 1000;
const byName = (x: SkillFacts, y: SkillFacts) =>
  x.name < y.name ? -1 : x.name > y.name ? 1 : x.file < y.file ? -1 : x.file > y.file ? 1 : 0;

const rules: readonly RuleMeta[] = [
  {
    code: 'SK410',
    name: 'confusable-skills',
    family: 'quality',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'guidance',
      source:
        GUIDANCE +
        ': TF-IDF cosine of the `name: description` terms at or above 0.8 (config `budgets.confusableSimilarity`) with at least 3 shared terms.',
      impact:
        'A router choosing from descriptions cannot tell the two apart; requests go to either one, or to the wrong one.',
      consequence: 'degraded',
      severity: 'warning: both skills load; the model may pick the wrong one.',
    },
    keyFields: ['other'],
    docs: {
      what: 'Two skills have near-identical catalog entries: TF-IDF cosine of their `name: description` terms at or above 0.8 (config `budgets.confusableSimilarity`), sharing at least 3 terms. The finding lists the shared terms. Three or more skills linked by such pairs are one finding (`data.members`, every member; `data.pairs`, the confusable pairs among them; `data.similarity` and `data.minSimilarity`, the highest and lowest cosine), on the second member in name order. Not reported for a skill hidden from the model (`disable-model-invocation: true`): only the user invokes it, by name. Skills only a copy holds (a dated backup) take no part: nobody installs them next to the original. A plugin packaged again for another host (`.codex-plugin/plugin.json` beside a Claude Code marketplace that lists its name) is compared only with the other packagings for that host: no host lists it beside the original.',
      why: 'A router choosing from descriptions cannot tell the two apart, so requests go to either at random or to the wrong one.',
      example:
        'pdf-forms: "Fill PDF forms and extract PDF form fields" next to pdf-fields: "Extract PDF form fields and fill PDF forms".',
      fix: 'Say what differs (input type, scope, when to use each), or merge the two skills.',
    },
  },
];

/** Set-wide: every catalog entry against every other (through shared rare terms, see text/clusters.ts). */
export const confusableRules: RuleFamilyModule = setWideFamily(rules, (facts, { options }) => {
  // A skill hidden from the model is invoked by name only: no router has to tell it apart.
  // A copy nobody installs (a dated backup) is no rival, nor is a plugin's packaging for another
  // host: no host lists the two together (apartByHost), so each catalog is compared on its own.
  const installed = installedSkills(facts.skills, facts.units).filter(
    (s) => s.description.trim() !== '' && !hiddenFromModel(s),
  );
  return apartByHost(installed, facts.units).flatMap((skills) =>
    confusable(skills, options.budgets.confusableSimilarity),
  );
});

/** SK410 findings among `skills`, skills one host may list together. */
function confusable(skills: readonly SkillFacts[], threshold: number): RawFinding[] {
  const docs = skills.map((s) => seedTerms(catalogEntryText(s)));
  const out: RawFinding[] = [];
  for (const cluster of confusableClusters(docs, threshold, CONFUSABLE_MIN_SHARED_TERMS)) {
    const members = cluster.members.map((i) => skills[i]!).sort(byName);
    const [first, second] = members as [SkillFacts, SkillFacts];
    const sharedTerms = cluster.sharedTerms.slice(0, CONFUSABLE_TERMS_SHOWN);
    const line = keyLine(second, 'description');
    if (cluster.pair !== undefined) {
      const similarity = round(cluster.pair.similarity);
      out.push(
        finding(
          'SK410',
          second.file,
          line,
          1,
          `catalog entry is confusable with '${first.name}' (cosine ${similarity}; shared: ${sharedTerms.join(', ')})`,
          {
            other: first.name,
            otherFile: first.file,
            similarity,
            sharedTerms,
          },
        ),
      );
      continue;
    }
    const others = members.filter((m) => m !== second).map((m) => `'${m.name}'`);
    const named =
      others.length <= CONFUSABLE_MEMBERS_SHOWN + 1
        ? others.join(', ')
        : `${others.slice(0, CONFUSABLE_MEMBERS_SHOWN).join(', ')} and ${fmt(others.length - CONFUSABLE_MEMBERS_SHOWN)} more`;
    const [low, high] = [round(cluster.minSimilarity), round(cluster.maxSimilarity)];
    const range = low === high ? `${high}` : `${low}–${high}`;
    const terms = sharedTerms.length > 0 ? `; shared by all: ${sharedTerms.join(', ')}` : '';
    out.push(
      finding(
        'SK410',
        second.file,
        line,
        1,
        `catalog entry is one of ${fmt(members.length)} confusable skills, with ${named} (${fmt(cluster.pairs)} pairs, cosine ${range}${terms})`,
        {
          other: first.name,
          otherFile: first.file,
          similarity: high,
          minSimilarity: low,
          pairs: cluster.pairs,
          members: members.map((m) => m.name),
          memberFiles: members.map((m) => m.file),
          sharedTerms,
        },
      ),
    );
  }
  return out;
}
