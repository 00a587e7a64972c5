/**
 * Is a description nothing but a when-clause? "Use when the user asks about the quarterly
 * numbers." says when, never what the skill does (SK405). Decided sentence by sentence: the
 * first and every later one of more than FRAGMENT_MAX_WORDS words must open with a conditional trigger phrase —
 * after at most a subject ("This skill should be used when …") or markup (`**`, a quote). A
 * trigger that names a purpose ("Use for invoices.", "Use to convert …", "useful for", "用于",
 * "适用于") says what the skill is for, so a sentence opening with one counts as a "what".
 */
import { sentenceEnds } from '../../base/sentences.js';

/** Sentences after the first with at most this many words ("Full history.") are neither a when nor a what. Default 2. */
const FRAGMENT_MAX_WORDS = 2;

/** What may stand before a trigger at the start of its sentence: markup, and a subject naming the skill. */
const LEAD_IN =
  /^[\s*_"'“”‘’`([#>-]*(?:(?:this|the)\s+(?:skill|agent|tool|plugin|command|subagent)\s+|it\s+|always\s+|only\s+|also\s+)*$/iu;

/** A trigger match that names a purpose rather than a condition. */
const PURPOSE = /(?:\b(?:for|to|on)|用于|适用于|用来|可用于)$|^(?:useful|helpful|ideal|best|intended|designed)\b/i;

/**
 * A Chinese or Japanese sentence opening with "当…时" goes on to its main clause, which often says
 * what the skill does ("当…时，对风险排序"): it is only a when-clause when it ends on the verb of use
 * ("…时使用本技能。") or is a trigger label ("触发词：…").
 */
const CJK = /[\u3040-\u30ff\u4e00-\u9fff]/u;
const CJK_WHEN_ONLY =
  /(?:使用|触发|调用|加载|启用|激活|使う|発動|起動)(?:本|此|该|这个)?(?:技能|skill|スキル|工具)?[。！.!]?$|^[\s*_"'“”]*(?:触发|トリガー)/iu;

const wordCount = (s: string): number => s.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** True when every counted sentence of `text` opens with a conditional trigger of `matches` (offsets into `text`). */
export function onlyWhenClause(
  text: string,
  matches: readonly { readonly at: number; readonly length: number }[],
): boolean {
  if (matches.length === 0) return false;
  let start = 0;
  let counted = 0;
  for (const end of sentenceEnds(text)) {
    const sentence = text.slice(start, end);
    const from = start;
    start = end;
    if (sentence.trim() === '' || (counted > 0 && wordCount(sentence) <= FRAGMENT_MAX_WORDS && !CJK.test(sentence)))
      continue;
    counted++;
    const opens = matches.some(
      (m) =>
        m.at >= from &&
        m.at < end &&
        LEAD_IN.test(text.slice(from, m.at)) &&
        !PURPOSE.test(text.slice(m.at, m.at + m.length)),
    );
    if (!opens || (CJK.test(sentence) && !CJK_WHEN_ONLY.test(sentence.trim()))) return false;
  }
  return counted > 0;
}
