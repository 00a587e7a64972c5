/**
 * SK401 on "when to use" clauses the phrasing table did not hold, in our own words: the trigger
 * phrases quoted after "Triggered by" or listed, quoted, after "Use", the users named as "they",
 * "Apply to any task …", traditional Chinese ("當用戶說…時觸發"), Korean ("…요청 시 사용한다"),
 * Russian ("Используй, когда …", "Триггеры: …"), and French, Spanish, Portuguese, Italian and
 * German ("À utiliser lorsque …", "Úsalo cuando …", "Use quando …", "Verwenden, wenn …"). Each language keeps a description that says
 * only what the skill does, which still fires, and the fast scan (triggerOffsetsAt) agrees with
 * the full one on every text.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { hasTrigger, triggerOffsets, triggerOffsetsAt, triggerStartTag } from '../../src/check/text/triggers.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

/** The codes `check` raises for one skill with this description. */
function codes(description: string): string[] {
  const text = `---\nname: tool\ndescription: ${JSON.stringify(description)}\n---\n\n# Steps\n\n1. Do it.\n`;
  return runCheck(loadSkills('/r', {}, memoryFs({ '/r/tool/SKILL.md': text }))).findings.map((f) => f.code);
}

const WITH_TRIGGER: readonly string[] = [
  // English: the phrases a user types, quoted
  "Tags a release from the main branch. Triggered by 'tag it', 'cut a release' or '/release' requests.",
  'Reads the build log and names the failing step. Triggered by "why is CI red", "ci failed" or "check the build".',
  'Drafts a changelog entry. Triggered by the user asking for release notes.',
  // English: the phrases to say, quoted, after "Use"
  'Copies the shared prompts into every editor profile. Use "sync prompts", "push prompts", or "refresh prompts".',
  // Traditional Chinese
  '整理會議紀錄並列出待辦事項。當用戶說「整理紀錄」、「列待辦」時觸發。',
  '比較兩個資料夾的差異。適用於備份前後的檢查。',
  '產生週報。觸發詞：週報、本週總結',
  // Korean
  '변경 사항을 요약해 릴리스 노트를 만든다. "릴리스 노트 작성", "변경 요약" 등의 요청 시 사용한다.',
  '테스트 실패 원인을 찾는다. 사용자가 빌드 오류를 언급할 때 사용하세요.',
  '데이터베이스 마이그레이션을 검토한다. 트리거: 마이그레이션 검토, 스키마 변경',
  // English: the users named as "they", and the tasks a skill applies to
  "Suggests a plugin for the job when they ask things like 'can you do X' or 'is there a tool for X'.",
  'Forbids shortened answers and placeholder code. Apply to any task that needs the whole file.',
  // Russian: the verb then the situation, a trigger list, the user named
  'Собирает фронтенд и проверяет типы. Используй перед коммитом или релизом.',
  'Проверяет конфигурацию сервера. Используй, когда нужен аудит настроек nginx.',
  'Сверяет бандл после выкладки. Активируется автоматически ПОСЛЕ деплоя фронта.',
  "Аудит вёрстки на мобильных. Триггеры: 'адаптив', 'экран', 'планшет'.",
  'Готовит план миграции базы, если пользователь меняет схему таблиц.',
  // French, Spanish, Portuguese, Italian, German: the verb then the situation, or the user named
  'Dessine les diagrammes de classes. À utiliser lorsque le modèle de données change.',
  "Dessine les diagrammes de classes. Utilise ce skill dès que l'utilisateur parle de cas d'utilisation.",
  "Prépare la migration. Utiliser lorsqu'il faut toucher au schéma.",
  "Exporte les factures du mois. Quand l'utilisateur demande un bilan, ouvrir ce skill.",
  'Genera pruebas de la API. Úsalo cuando necesites cubrir un endpoint nuevo.',
  'Genera pruebas de la API. Se activa cuando el usuario menciona FastAPI.',
  'Cria componentes de formulário. Use quando o usuário pedir um componente novo.',
  "Scrive le note di rilascio. Usare quando l'utente prepara una release.",
  'Erstellt Klassendiagramme. Verwenden, wenn der Benutzer ein Datenmodell beschreibt.',
  'Prüft die Übersetzungen. Nutze diesen Skill, wenn neue Texte dazukommen.',
  'Prüft die Übersetzungen. Einsetzen bei Fragen zu fehlenden Schlüsseln.',
];

const WITHOUT_TRIGGER: readonly string[] = [
  // English: "triggered by" naming what the skill's output reacts to, not a request
  'Builds serverless functions triggered by queue events and deploys them.',
  // English: one quoted command after "use" is how to run something, not phrases to say
  'Formats the repository\'s Go files. Use "gofmt -w ." for a single package.',
  // Traditional Chinese: what it does, nothing on when
  '將掃描的文件轉成可搜尋的文字檔，保留原始版面。',
  // Korean: what it does; 표시 ends in 시 without being "when"
  '코드 구조를 분석하고 문서를 생성한다. 결과를 표시 사용자 화면에 출력한다.',
  // English: what a rule applies to is no task a user brings
  'Applies the house lint rules to all files of the repository.',
  // Russian: what it does; "использует" and "при" inside words are no clause
  'Генерирует отчёт о покрытии тестами и использует данные CI, приложение не трогает.',
  // French, Spanish, German: what it does; a verb of use with no situation after it is no clause
  'Crée les diagrammes UML du projet et les exporte en PNG.',
  'Genera informes de ventas y los usa para el tablero semanal.',
  'Erstellt Diagramme und verwendet dafür PlantUML.',
];

describe('trigger clauses in more languages (SK401)', () => {
  it.each(WITH_TRIGGER)('finds the clause in %s', (description) => {
    expect(hasTrigger(description)).toBe(true);
  });

  it.each(WITHOUT_TRIGGER)('finds none in %s', (description) => {
    expect(hasTrigger(description)).toBe(false);
  });

  it('raises SK401 only on the descriptions without a clause', () => {
    for (const description of WITH_TRIGGER) expect(codes(description)).not.toContain('SK401');
    for (const description of WITHOUT_TRIGGER) expect(codes(description)).toContain('SK401');
  });

  it('the fast scan agrees with the full one', () => {
    for (const text of [...WITH_TRIGGER, ...WITHOUT_TRIGGER]) {
      const starts: number[] = [];
      const tags: number[] = [];
      for (const m of text.matchAll(/[A-Za-z][A-Za-z0-9]*/g)) {
        const at = m.index ?? 0;
        const before = text[at - 1] ?? '';
        const tag = triggerStartTag(m[0].toLowerCase());
        if (!/[A-Za-z0-9_]/.test(before) && tag !== 0) {
          starts.push(at);
          tags.push(tag);
        }
      }
      expect(triggerOffsetsAt(text, starts, tags)).toEqual(triggerOffsets(text));
    }
  });
});
