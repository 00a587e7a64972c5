/**
 * "When to use" clauses in English, Chinese (simplified and traditional), Japanese, Korean,
 * Russian, French, Spanish, Portuguese, Italian and German.
 * A router (model or lexical) picks a skill from its description alone, so a description should
 * say when it applies. These patterns are the phrasings seen in real skill collections, checked
 * against a table of descriptions modelled on those phrasings, with their verdicts
 * (`test/check/trigger-phrasings.ts`), and phrasings in our own words
 * (`test/check/trigger-languages.test.ts`); the list is data: extend it (and the tables) rather
 * than loosening a pattern.
 */

/**
 * Each pattern matches the start of a trigger clause. The English ones are ASCII and carry no
 * `u` flag on purpose: with `iu` V8 loses its fast case-insensitive scan (measured on 16 MB of
 * generated bodies: 140 ms per pattern with `iu`, 15–60 ms with `i`).
 */
/*
 * No two adjacent runs may share characters, or a long run that fails at its end is split every
 * way, quadratic ("use" and 60,000 spaces: 6 s): hence `\s+(?:this\s*)?` rather than
 * `\s+(?:this)?\s*`, and the dash run after "trigger" taken whole (`(?=(x+))\1` cannot be
 * backtracked into) before the words, which may start with a dash too.
 */
export const TRIGGER_PATTERNS: readonly RegExp[] = [
  // "Use when …", "Use this skill any time …", "Use immediately after …", "Use PROACTIVELY for …",
  // "Use with a confirmed brief …", "Use at workday start"
  /\buse\s+(?:(?:this|it|me|the\s+skill|this\s+skill)\s*)?(?:(?:immediately|proactively|automatically|only|also|directly|right|always)\s+)?(?:when|whenever|if|for|to|on|before|after|any\s*time|every\s+time|once|with|at|during|while)\b/i,
  // "This skill should be used when …", "MUST BE USED when …"
  /\b(?:should|must|can|may|is\s+to)\s+be\s+used\s+(?:only\s+)?(?:when|whenever|if|for|before|after|to|instead|proactively)\b/i,
  // "Invoke when …", "Apply to any task requiring …" (the tasks it is for, not what it acts on:
  // "Applies to all files" is no clause)
  /\b(?:invoke|trigger|activate|apply|load|call|choose|pick)\w*\s+(?:this\s+skill\s+|it\s+)?(?:when|whenever|if|for|on|to\s+(?:any|every|all)\s+(?:tasks?|requests?|prompts?|questions?|conversations?))\b/i,
  // "when the user asks …", "when working on …", "when they ask questions like …"
  /\bwhen(?:ever)?\s+(?:the\s+|a\s+)?(?:user|users|you|someone|they\s+(?:ask|want|need|request|mention|say|type)|asked|working|dealing|editing|writing|creating|reviewing|debugging|handling|needing|the\s+task|a\s+task|a\s+request|[a-z]+ing)\b/i,
  /\b(?:if|whenever)\s+(?:the\s+)?(?:user|you)\b/i,
  // "Run once after OS setup", "Invoke after generating …", "Also fires reactively when …", "Run
  // this once after ts-profile, and again whenever …"
  /\b(?:runs?|invoked?|fires?|called)\s+(?:(?:this|it)\s+(?:skill\s+)?)?(?:\w+ly\s+|once\s+)?(?:after|before|when|whenever)\b/i,
  // "When Claude needs to …", "When the agent needs to …": the agent itself named as the subject
  /\bwhen(?:ever)?\s+(?:the\s+|an?\s+)?[\w-]+\s+needs?\s+to\b/i,
  /\b(?:useful|helpful|ideal|best|intended|designed)\s+(?:for|when)\b/i,
  // "Triggers on …", "Trigger with "capture requirement", …"
  /\btriggers?\s+(?:on|when|for|with)\b/i,
  // "TRIGGER — whenever:", "Trigger: when the user …", "TRIGGER — load this skill whenever …"
  /\btrigger(?:s|ed)?\s*(?=([—–:-]+))\1\s*(?:[\w'-]+\s+){0,4}?(?:when|whenever|if|on|for|before|after)\b/i,
  /\bfor\s+(?:tasks|requests|questions|prompts)\s+(?:that|about|involving|like|such)\b/i,
  // Trigger lists: "TRIGGERS - finalize recording, stop asciinema", "Trigger: /compress PATH, …",
  // "Trigger keywords: unsubscribe handling, …", "Trigger phrases include …"; a label with nothing
  // after it ("Trigger keywords." in a template) is not one, and after a dash the words must be a
  // list ("a trigger — a database object — fires on insert" is prose).
  /\btrigger(?:s|ed)?(?:\s+(?:keywords?|phrases?|words?|terms?|conditions?))?(?:\s*[:：]\s*[^\s.]|\s+include\s|\s+[—–-]{1,2}\s+[^,.;—–]{1,60},)/i,
  // "When to use: …", "When to use this skill — …"
  /\bwhen\s+to\s+use(?:\s+(?:this\s+skill|it|me))?\s*[:：—–-]/i,
  // "Triggered by 'deploy', 'ship it' requests", "Triggered by \"lint\" or \"/check\"": the phrases
  // themselves, quoted, or the user named. Unquoted words after it are what the skill acts on
  // ("Builds functions triggered by queue events" says no when).
  /\btriggered\s+by\s+(?:["'“‘/]|(?:the\s+|a\s+)?(?:user|users|requests?|phrases?|mentions?|keywords?)\b)/i,
  // "Use "sync skills", "broadcast skills", or "pull skills"": a list of quoted phrases to say.
  // Two at least: one quoted span after "use" is often a command ("Use "npm test" to check").
  /\buse\s+["“][^"”\n]{1,60}["”]\s*,\s*(?:or\s+)?["“]/i,
  /当.{0,40}?(?:时|的时候)/u,
  /(?:用于|适用于|用来|可用于|使用场景|触发条件|当用户|如果用户|需要.{0,20}?时)/u,
  /在.{0,40}?时使用/u,
  // "触发词：整理 inbox / 提取记忆", "触发：查/搜知识库", "用户需要查询/管理 …"
  /触发(?:词|关键词|场景|条件)?(?:包括|有)?[:：]|触发(?:词|关键词)(?:包括|有)|用户(?:需要|想要|要求|提到|询问|希望)/u,
  // Japanese: "レビューを依頼された時に自動発動", "…したいときに使う", "…の場合に使用"
  /(?:時|とき|場合|際)(?:に|には|は)?(?:自動)?(?:使用|使う|使い|使って|呼び出|起動|発動|利用|適用)/u,
  // "…解析結果の整理で使う。", "…のレビューに使用します": what it is used for, ending the sentence
  // ("Use for …"). Not inside one: "Python で使う設定を作る" (settings used in Python) says no when.
  /(?:で|に)(?:使う|使います|使用する|使用します|使用|利用する|利用します|利用)(?=[。．.!！」』)）]|\s*$)/u,
  // "URLやファイルIDが指定された時、…": a clause of condition, then the request
  /(?:された|した|する|している)(?:時|場合|際)[、，,に]/u,
  // "用户提到这些词时使用本技能", "…时触发", "…的时候调用"
  /(?:时|的时候)[，,]?(?:请|应|应当|应该|需要|必须)?(?:使用|调用|加载|触发|启用|激活)/u,
  // Traditional Chinese, the same clauses: "當用戶說「…」時觸發", "適用於…", "觸發詞：…". Kept apart
  // from the simplified ones rather than `[当當]`: Japanese writes 当 and 時 (該当する…時), never 當.
  /當.{0,40}?(?:時|的時候)/u,
  /(?:用於|適用於|可用於|使用場景|觸發條件|當用戶|當使用者|如果用戶|如果使用者)/u,
  /觸發(?:詞|關鍵詞|場景|條件)?(?:包括|有)?[:：]|(?:用戶|使用者)(?:需要|想要|要求|提到|詢問|希望)/u,
  /(?:時|的時候)[，,]?(?:請|應|應當|應該|需要|必須)?(?:調用|呼叫|載入|觸發|啟用|啟動)/u,
  // Korean: "…요청 시 사용한다", "…할 때 사용하세요", "…경우에 호출", "트리거: …", "…을 요청할 때".
  // 시 stands alone (a word of its own), not the last syllable of 표시 or 지시.
  /(?:때|(?<![가-힣])시|경우)(?:에|에는|엔)?\s*(?:사용|호출|실행|활성화|발동|트리거)/u,
  /트리거(?:\s*(?:키워드|단어|문구|조건))?\s*[:：]|(?:요청|언급|질문)(?:할|하면|하는\s*경우)/u,
  // Russian: "Используй, когда нужен …", "Используй перед коммитом", "Активируется автоматически
  // ПОСЛЕ деплоя", "Применяй при …". No `i` flag (see above): the verbs start either case, the
  // words after them are written in lower or upper case. A word ends where no Cyrillic letter
  // follows (`\b` knows only ASCII letters).
  /(?<![А-Яа-яЁё])(?:[Ии]спольз(?:уй|уйте|уется|уются|овать)|[Пп]римен(?:яй|яйте|яется|ять)|[Вв]ызыва(?:й|йте|ется|ть)|[Аа]ктивиру(?:й|йте|ется)|[Зз]апуска(?:й|йте|ется)|[Сс]рабатыва(?:ет|ть))[,\s]+(?:(?:автоматически|АВТОМАТИЧЕСКИ|только|ТОЛЬКО|сразу|СРАЗУ|всегда|ВСЕГДА|этот\s+навык|этот\s+скилл|его)[,\s]+)?(?:когда|КОГДА|если|ЕСЛИ|при|ПРИ|перед|ПЕРЕД|после|ПОСЛЕ|для|ДЛЯ|в\s+случае|В\s+СЛУЧАЕ)(?![А-Яа-яЁё])/u,
  // "Триггеры: 'тест', 'сборка'", "Ключевые слова: …": a label with something after it
  /(?<![А-Яа-яЁё])(?:[Тт]риггер(?:ы|ов)?|ТРИГГЕРЫ?|[Кк]лючевые\s+(?:слова|фразы)|[Фф]разы-триггеры)\s*[:：—–-]\s*[^\s.]/u,
  // "…, когда пользователь просит …", "если нужно …": the situation, the user named
  /(?<![А-Яа-яЁё])(?:[Кк]огда|[Ее]сли)\s+(?:пользователь|юзер|нужно|нужен|нужна|нужны|требуется|вы|ты)(?![А-Яа-яЁё])/u,
  // French, Spanish, Portuguese, Italian, German: the verb, then when, if, before or after —
  // "À utiliser lorsque …", "Utilise ce skill dès que …", "Usar cuando …", "Úsalo cuando …", "Use
  // quando …", "Usare quando …", "Verwenden, wenn …", "Nutze diesen Skill, wenn …", "Einsetzen
  // bei …". Not "for" (pour, para, per, für): "los usa para el informe" says what it uses.
  /(?<![\p{L}\p{N}])(?:utilise[rz]?|employer|appliquer|invoquer|activer|d[ée]clencher|usar|[úu]sal[oa]|utiliza(?:r|lo|la)?|util[íi]zal[oa]|aplicar|invocar|activar|se\s+(?:usa|utiliza|activa|aplica)|use|utilize|acione|ative|usare|usa|utilizza(?:re)?|verwende[nt]?|nutze[n]?|benutze[n]?|einsetzen|anwenden|aktivieren|wird\s+(?:verwendet|genutzt|aktiviert))(?:\s+(?:ce|cette|esta|este|essa|esse|questa|questo|diese[nrs]?|den|das)\s+(?:skill|compétence|habilidad|habilidade|competenza|fähigkeit))?[,\s]+(?:quand|lorsque|lorsqu(?=['’])|dès\s+que|avant|après|cuando|siempre\s+que|antes\s+de|después\s+de|quando|sempre\s+que|depois\s+de|prima\s+di|dopo|wenn|sobald|falls|bei|vor|nach)(?![\p{L}\p{N}])/iu,
  // "… quand l'utilisateur demande", "cuando el usuario pide", "quando o usuário", "quando
  // l'utente", "wenn der Benutzer …", "wenn du …": the situation, the user named
  /(?<![\p{L}\p{N}])(?:quand|lorsque|si|cuando|quando|se|wenn|falls|sobald)\s+(?:l['’]utilisat(?:eur|rice)|vous|tu|el\s+usuario|la\s+usuaria|necesites|o\s+usu[áa]rio|a\s+usu[áa]ria|voc[êe]|precisar|l['’]utente|der\s+(?:benutzer|nutzer|user|anwender)|die\s+(?:benutzerin|nutzerin)|du|sie\s+(?:möchten|wollen|brauchen))(?![\p{L}\p{N}])/iu,
];

/**
 * The words a match of each English pattern starts with, at a word boundary and in any case (a
 * `\w*` after a word in the pattern, as in `invoke\w*`, makes it a prefix: any word starting with
 * one of these is a candidate). `null` for the Chinese, Japanese, Korean and Russian patterns. test/check/trigger-fast.test.ts
 * checks each list against its pattern's source.
 */
export const TRIGGER_START_WORDS: readonly (readonly string[] | null)[] = [
  ['use'],
  ['should', 'must', 'can', 'may', 'is'],
  ['invoke', 'trigger', 'activate', 'apply', 'load', 'call', 'choose', 'pick'],
  ['when'],
  ['if', 'when'],
  ['run', 'invoke', 'fire', 'call'],
  ['when'],
  ['useful', 'helpful', 'ideal', 'best', 'intended', 'designed'],
  ['trigger'],
  ['trigger'],
  ['for'],
  ['trigger'],
  ['when'],
  ['triggered'],
  ['use'],
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
];

/**
 * Offsets (UTF-16) of every trigger clause in `text`, ascending. Each pattern scans the whole
 * text once instead of every sentence separately (no per-sentence slicing). One alternation of
 * all patterns was tried and rejected: about 1.5× slower than separate scans.
 */
export function triggerOffsets(text: string): number[] {
  const offsets = new Set<number>();
  for (const pattern of GLOBAL_PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) offsets.add(match.index ?? 0);
  }
  return [...offsets].sort((a, b) => a - b);
}

const GLOBAL_PATTERNS = TRIGGER_PATTERNS.map((p) => new RegExp(p.source, `${p.flags}g`));
const STICKY_PATTERNS = TRIGGER_PATTERNS.map((p) => new RegExp(p.source, `${p.flags}y`));
const NON_ENGLISH_PATTERNS = GLOBAL_PATTERNS.filter((_, i) => TRIGGER_START_WORDS[i] === null);
/**
 * Every match of the Chinese and Japanese patterns holds a CJK unified ideograph, of the Korean
 * ones a Hangul syllable, of the Russian ones a Cyrillic letter: a text with none has no match.
 */
const NON_LATIN_LETTER = /[\u4e00-\u9fff\uac00-\ud7af\u0400-\u04ff]/;
/**
 * The words every match of the French, Spanish, Portuguese, Italian and German patterns holds (its
 * conjunction): a text with none of them has no match, whatever its letters.
 */
const OTHER_LATIN_WORD =
  /(?<![\p{L}\p{N}])(?:quand|lorsque?|d[èe]s|avant|apr[èe]s|cuando|siempre|antes|despu[ée]s|quando|sempre|depois|prima|dopo|wenn|sobald|falls|bei|vor|nach|si|se)(?![\p{L}\p{N}])/iu;

/**
 * Bit i set when a word (lower-case ASCII letters and digits) may start a match of English
 * pattern i: it starts with one of the pattern's start words.
 */
export function triggerStartTag(word: string): number {
  let tag = 0;
  TRIGGER_START_WORDS.forEach((words, i) => {
    if (words?.some((w) => word.startsWith(w))) tag |= 1 << i;
  });
  return tag;
}

/**
 * `triggerOffsets(text)`, with the English patterns tried only at `starts` (ascending), the
 * starts of the text's words that may begin a match, with their `triggerStartTag`s. A pattern's
 * matches begin at a word boundary with one of its start words, so its global scan finds its
 * leftmost match at or after its last match's end at one of these starts; trying the sticky
 * pattern there, skipping starts inside its last match, finds the same matches. The caller
 * must give every start of an ASCII letter run that follows no letter, digit or `_` and whose
 * lower case has a nonzero tag (SK411's term scan does, for free, as it reads every word):
 * 14 scans of each body were 0.5 s of `check` at 10k skills. test/check/emphasis.test.ts and
 * trigger-fast.test.ts compare it with the scans.
 */
export function triggerOffsetsAt(text: string, starts: readonly number[], tags: readonly number[]): number[] {
  const offsets: number[] = [];
  const free = new Array<number>(STICKY_PATTERNS.length).fill(0);
  for (let k = 0; k < starts.length; k++) {
    const start = starts[k] ?? 0;
    let tag = tags[k] ?? 0;
    let found = false;
    for (let i = 0; tag !== 0; i++, tag >>>= 1) {
      if ((tag & 1) === 0 || start < (free[i] ?? 0)) continue;
      const pattern = STICKY_PATTERNS[i]!;
      pattern.lastIndex = start;
      const match = pattern.exec(text);
      if (match === null) continue;
      free[i] = start + match[0].length;
      found = true;
    }
    if (found) offsets.push(start);
  }
  if (!NON_LATIN_LETTER.test(text) && !OTHER_LATIN_WORD.test(text)) return offsets;
  const all = new Set(offsets);
  for (const pattern of NON_ENGLISH_PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) all.add(match.index ?? 0);
  }
  return [...all].sort((a, b) => a - b);
}

/** Every trigger phrase of `text`: UTF-16 offset and length of each match, ascending by offset (one per pattern and offset). */
export function triggerMatches(text: string): { readonly at: number; readonly length: number }[] {
  const out: { at: number; length: number }[] = [];
  for (const pattern of GLOBAL_PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) out.push({ at: match.index ?? 0, length: match[0].length });
  }
  const leading = LEADING_WHEN.exec(text);
  if (leading !== null) out.push({ at: 0, length: leading[0].length });
  return out.sort((a, b) => a.at - b.at || b.length - a.length);
}

/**
 * A description that opens with the situation itself, its "Use when" lost or never written:
 * "user wants to archive a Telegram channel …", "an AI agent has drafted a message and …". Only at
 * the very start of a description (in a body, "the user wants to" is no trigger clause).
 */
const LEADING_WHEN =
  /^(?:the\s+|when\s+(?:the\s+)?)?(?:users?|you|someone|an?\s+(?:ai\s+)?agent|claude)\s+(?:wants?|asks?|needs?|requests?|mentions?|says?|types?|invokes?|has\s+\w+ed)\b/i;

/** The first trigger phrase of a description, also one that opens it without "Use when" (LEADING_WHEN). */
export function descriptionTrigger(text: string): { readonly at: number; readonly length: number } | null {
  const leading = LEADING_WHEN.exec(text);
  return leading !== null ? { at: 0, length: leading[0].length } : firstTrigger(text);
}

/** The first trigger phrase: UTF-16 offset and length of the match, or null when there is none. */
function firstTrigger(text: string): { readonly at: number; readonly length: number } | null {
  let best: { at: number; length: number } | null = null;
  for (const pattern of TRIGGER_PATTERNS) {
    const match = pattern.exec(text);
    if (match && (best === null || match.index < best.at)) best = { at: match.index, length: match[0].length };
  }
  return best;
}

/** UTF-16 offset where the first trigger clause starts, or -1 when there is none. */
export function triggerOffset(text: string): number {
  return firstTrigger(text)?.at ?? -1;
}

export function hasTrigger(text: string): boolean {
  return TRIGGER_PATTERNS.some((p) => p.test(text));
}
