/**
 * SK501–SK506: resources. Identical files in several places (bytes shipped and maintained
 * twice), reference files and reference sets that are expensive to read (tokens, in the run's
 * encoding: warn at 10k per file / 25k per skill, error at 25k / 50k, like peer validators),
 * and any file over 1 MiB.
 */
import { findDuplicateResources } from '../../audit/duplicates.js';
import type { Resource } from '../../skills/model.js';
import type { RawFinding, RuleMeta } from '../types.js';
import { finding, type RuleFamilyModule } from './rule.js';

const rules: readonly RuleMeta[] = [
  {
    code: 'SK501',
    name: 'duplicate-resource',
    family: 'resource',
    defaultSeverity: 'warn',
    keyFields: ['sha256'],
    worseField: 'wastedBytes',
    docs: {
      what: 'The same file content (SHA-256) exists in several places; reported on the first path with every copy and the bytes wasted.',
      why: 'Copies drift apart when one is edited, and every install ships the bytes again.',
      example: 'pdf-forms/references/schema.json and pdf-merge/references/schema.json with identical bytes.',
      fix: 'Keep one copy and point every reference at it: within one skill, delete the extra copies; across skills, keep it in the skill that owns it (if several skills really need it, consider merging those skills).',
    },
  },
  {
    code: 'SK502',
    name: 'reference-large',
    family: 'resource',
    defaultSeverity: 'warn',
    keyFields: [],
    worseField: 'tokens',
    docs: {
      what: 'A reference document (category `references`) has more than 10,000 tokens (up to 25,000).',
      why: 'When the body points the model at it, the whole file is read into the context.',
      example: 'references/api.md with 14,000 tokens.',
      fix: 'Split it by topic so the model reads only the part it needs, and say in the body which file covers what.',
    },
  },
  {
    code: 'SK503',
    name: 'reference-too-large',
    family: 'resource',
    defaultSeverity: 'error',
    keyFields: [],
    worseField: 'tokens',
    docs: {
      what: 'A reference document has more than 25,000 tokens.',
      why: 'Reading it takes a large slice of the window; hosts may truncate the read.',
      example: 'references/full-spec.md with 40,000 tokens.',
      fix: 'Split it into topic files, or let a script search it instead of reading it whole.',
    },
  },
  {
    code: 'SK504',
    name: 'references-total-large',
    family: 'resource',
    defaultSeverity: 'warn',
    keyFields: [],
    worseField: 'tokens',
    docs: {
      what: 'All reference documents of one skill together have more than 25,000 tokens (up to 50,000).',
      why: 'A task that needs several of them fills much of the window.',
      example: 'Five 6,000-token reference files.',
      fix: 'Remove what the skill does not need; split the skill if it covers several jobs.',
    },
  },
  {
    code: 'SK505',
    name: 'references-total-too-large',
    family: 'resource',
    defaultSeverity: 'error',
    keyFields: [],
    worseField: 'tokens',
    docs: {
      what: 'All reference documents of one skill together have more than 50,000 tokens.',
      why: 'The skill cannot be used fully within a typical window.',
      example: 'Ten 6,000-token reference files.',
      fix: 'Split the skill, or replace reading with scripts that extract what is needed.',
    },
  },
  {
    code: 'SK506',
    name: 'resource-too-large',
    family: 'resource',
    defaultSeverity: 'warn',
    keyFields: [],
    worseField: 'bytes',
    docs: {
      what: 'A resource file is larger than 1 MiB.',
      why: 'Large files (fonts, datasets, binaries) make every install heavy and may exceed platform upload limits.',
      example: 'assets/NotoSansCJK.ttc at 19 MB.',
      fix: 'Drop files the skill does not use, subset fonts, or download large data at run time.',
    },
  },
];

function isReference(resource: Resource): boolean {
  return resource.category === 'references' && resource.text !== null;
}

export const resourceRules: RuleFamilyModule = {
  rules,
  check({ set, options, tokens, encoding }) {
    const out: RawFinding[] = [];
    const b = options.budgets;
    for (const group of findDuplicateResources(set)) {
      const [first] = group.paths;
      if (first === undefined) continue;
      out.push(
        finding('SK501', first, 0, 0, `${group.paths.length} identical copies (${group.bytes} bytes each, ${group.wastedBytes} bytes wasted): ${group.paths.join(', ')}`, {
          sha256: group.sha256,
          bytes: group.bytes,
          copies: group.paths.length,
          wastedBytes: group.wastedBytes,
          paths: group.paths,
        }),
      );
    }
    const checkFile = (resource: Resource): number => {
      if (resource.bytes > b.resourceMaxBytes) {
        out.push(finding('SK506', resource.path, 0, 0, `file is ${resource.bytes} bytes (max ${b.resourceMaxBytes})`, { bytes: resource.bytes, max: b.resourceMaxBytes }));
      }
      if (!isReference(resource)) return 0;
      const count = tokens(resource.text ?? '');
      const data = { tokens: count, encoding: encoding.name };
      if (count > b.referenceErrorTokens) {
        out.push(finding('SK503', resource.path, 0, 0, `reference is ${count} ${encoding.name} tokens (max ${b.referenceErrorTokens})`, { ...data, max: b.referenceErrorTokens }));
      } else if (count > b.referenceWarnTokens) {
        out.push(finding('SK502', resource.path, 0, 0, `reference is ${count} ${encoding.name} tokens (warn above ${b.referenceWarnTokens})`, { ...data, max: b.referenceWarnTokens }));
      }
      return count;
    };
    for (const skill of set.skills) {
      const total = skill.resources.reduce((sum, r) => sum + checkFile(r), 0);
      const data = { tokens: total, encoding: encoding.name };
      if (total > b.referencesTotalErrorTokens) {
        out.push(finding('SK505', skill.file, 0, 0, `references of this skill total ${total} ${encoding.name} tokens (max ${b.referencesTotalErrorTokens})`, { ...data, max: b.referencesTotalErrorTokens }));
      } else if (total > b.referencesTotalWarnTokens) {
        out.push(finding('SK504', skill.file, 0, 0, `references of this skill total ${total} ${encoding.name} tokens (warn above ${b.referencesTotalWarnTokens})`, { ...data, max: b.referencesTotalWarnTokens }));
      }
    }
    for (const resource of set.sharedResources) checkFile(resource);
    return out;
  },
};
