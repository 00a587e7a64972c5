/**
 * The description rules on the phrasings real skill collections use (each case written for
 * skillscope in the shape seen there): trigger lists and labels, a description that is only a
 * when-clause (SK405 instead of SK401), skills hidden from the model, abbreviations in the first
 * sentence, and descriptions cut mid-sentence at any length (SK406). Each false class was a
 * false SK401 / SK403 finding, or a cut nothing reported, before.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { hasTrigger } from '../../src/check/text/triggers.js';
import { danglingCut } from '../../src/check/text/dangling.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

const BODY = '\n# Steps\n\n1. Do the first thing.\n2. Do the second thing.\n';

/** Codes found for one skill whose frontmatter lines are `fields` (YAML, as written). */
function codes(
  fields: string,
  only: readonly string[] = ['SK401', 'SK402', 'SK403', 'SK404', 'SK405', 'SK406', 'SK410', 'SK411'],
): string[] {
  const files = { '/r/tool/SKILL.md': `---\nname: tool\n${fields}\n---\n${BODY}` };
  const result = runCheck(loadSkills('/r', {}, memoryFs(files)));
  return result.findings.map((f) => f.code).filter((c) => only.includes(c));
}

const desc = (text: string) => `description: ${JSON.stringify(text)}`;

describe('trigger lists and labels count as saying when', () => {
  const cases = [
    'Finalises an unfinished screen recording and uploads it. TRIGGERS - finish recording, stop capture, upload recording',
    'Rotates the signing keys of the staging cluster. Triggers: rotate keys, renew certificate, key expired.',
    'Compresses long memory notes into short prose. Trigger: /notes:compress FILE, shrink my notes.',
    'Sets up the unsubscribe page for mailing lists. Trigger keywords: unsubscribe link, opt-out page, consent form.',
    'Prepares the evaluation workspace. Trigger with "set up the eval space", "prepare the test repo".',
    'Builds release notes from merged pull requests. When to use: a release branch is cut and notes are due.',
    '整理收件箱里的笔记并写入知识库。触发词：整理收件箱 / 提取笔记 / 归档',
    '查询作业队列和账户余额。用户需要查看作业状态或提交新作业。',
    'プルリクエストをレビューする。レビューを依頼された時に自動発動。',
    '反省会の進め方を示す。失敗の後に振り返りたいときに使う。',
    'Checks draft copy for misleading claims. Use with a finished draft before it is sent to the client.',
    'Builds the morning summary of mail and calendar items. Use at the start of the workday.',
    'Records which AI tools are installed on this machine. Run once after setup or whenever the tools change.',
    'Manages a reading session. Invoke after the text was split into chunks.',
    'Installs the stored procedures the converters use. Run this once after the profile is set up, and again whenever a skill reports one missing.',
    'Gives a short briefing before a decision. Also fires reactively when the user is lost.',
    'Guidance for visual design when building new pages or reshaping old ones.',
    'ドライブのファイルを読み書きする。URLが指定された時、内容を読む。',
    '解析レポートを読み、結果を分類する。失敗の調査、解析結果の整理で使う。修正まで進める作業は repair-loop。',
    'ターゲット定義を作成、更新する。解析対象のレビューに使用します。',
  ];
  it.each(cases)('%s', (text) => {
    expect(hasTrigger(text)).toBe(true);
    expect(codes(desc(text))).not.toContain('SK401');
  });

  it('a label with nothing after it, or a description without any, is still SK401', () => {
    expect(codes(desc('Reviews the style of pull requests. Trigger keywords. What it does not cover.'))).toContain(
      'SK401',
    );
    expect(codes(desc('Rotates the signing keys of the staging cluster.'))).toContain('SK401');
    // で使う inside a sentence names what something is used in, not when to use the skill.
    expect(codes(desc('Python で使う設定ファイルを生成する。'))).toContain('SK401');
  });
});

describe('a description that is only a when-clause', () => {
  it('is SK405 (says nothing about what the skill does), not SK401', () => {
    for (const text of [
      'Use when the user asks about the quarterly numbers or mentions the finance dashboard.',
      'This skill should be used when the user asks to "publish the package", "cut a release" or "tag a version".',
      'user wants to export a whole chat history to JSON files with every attachment downloaded. Full history.',
      'Triggers: archive channel, dump chat, back up messages.',
      '当用户要求修改通知设置（邮件、短信、推送）时使用。',
    ]) {
      const found = codes(desc(text));
      expect(found, text).toContain('SK405');
      expect(found, text).not.toContain('SK401');
    }
  });

  it('is not SK405 once a sentence says what it does, or when the trigger names a purpose', () => {
    for (const text of [
      'Use when the user asks about the quarterly numbers. Builds a one-page summary from the dashboard export.',
      'Builds a one-page summary from the dashboard export. Use when the user asks about the quarterly numbers.',
      'Use for turning dashboard exports into a one-page quarterly summary.',
      'Use proactively to review every changed file for leaked secrets before a commit.',
      '适用于机器人项目的构建、迁移与联调。覆盖构建工具、启动文件和坐标变换。',
      'Track ticket rankings. Use when: watching positions, spotting drops, alerting on changes.',
      '当合同审查发现多个风险条款时，按发生概率和影响程度为它们排序。该技能在以下场景触发：尽职调查、诉讼策略。',
    ]) {
      expect(codes(desc(text)), text).not.toContain('SK405');
    }
  });
});

describe('skills hidden from the model', () => {
  it('get no routing findings (SK401, SK403, SK405, SK411)', () => {
    expect(codes(`${desc('Weekly Sync.')}`)).toEqual(expect.arrayContaining(['SK401', 'SK403']));
    expect(codes(`${desc('Weekly Sync.')}\ndisable-model-invocation: true`)).toEqual([]);
    expect(
      codes(`${desc('Use when the user asks for the weekly sync notes.')}\ndisable-model-invocation: true`),
    ).toEqual([]);
  });

  it('are left out of confusable pairs', () => {
    const entry = (name: string, extra = '') =>
      `---\nname: ${name}\ndescription: Fills PDF forms and extracts PDF form fields from scanned tax documents. Use when filling tax forms.\n${extra}---\n${BODY}`;
    const run = (extra: string) =>
      runCheck(
        loadSkills(
          '/r',
          {},
          memoryFs({
            '/r/pdf-fill/SKILL.md': entry('pdf-fill'),
            '/r/pdf-fields/SKILL.md': entry('pdf-fields', extra),
            '/r/git-notes/SKILL.md': `---\nname: git-notes\ndescription: Writes commit messages from staged changes. Use when committing.\n---\n${BODY}`,
            '/r/csv-sum/SKILL.md': `---\nname: csv-sum\ndescription: Sums columns of spreadsheet exports. Use when totals are needed.\n---\n${BODY}`,
          }),
        ),
      ).findings.filter((f) => f.code === 'SK410');
    expect(run('')).toHaveLength(1);
    expect(run('disable-model-invocation: true\n')).toEqual([]);
  });

  it('still get a description cut mid-sentence (users read it in the command menu)', () => {
    expect(codes(`${desc('Cleans the build cache and removes the.')}\ndisable-model-invocation: true`)).toEqual([
      'SK406',
    ]);
  });
});

describe('first sentence: imperatives and topics are not titles', () => {
  it('"Launch FloatingClock." and "Claude Code hooks development guide." are not SK403; a model name with a version is', () => {
    expect(codes(desc('Launch Clockface. Opens the installed app. Use when the user wants the clock.'))).not.toContain(
      'SK403',
    );
    expect(codes(desc('Claude Code hooks development guide. Use when writing a hook.'))).not.toContain('SK403');
    expect(codes(desc('Claude 3.5 Sonnet. Audits pages for contrast. Use when checking a page.'))).toContain('SK403');
  });
});

describe('first sentence with abbreviations', () => {
  it('does not end at U.S., e.g., vs. or Dr.', () => {
    for (const text of [
      'Prepares U.S. payroll filings for small firms. Use when payroll is due.',
      'Compares e.g. two lockfiles and lists what changed. Use when a dependency update is reviewed.',
      'Benchmarks A vs. B builds on the same machine. Use when comparing compilers.',
    ]) {
      expect(codes(desc(text)), text).not.toContain('SK403');
    }
    // A real title before the abbreviation-free text is still one.
    expect(codes(desc('U.S. Tax Forms. Fills the federal forms. Use when taxes are due.'))).toContain('SK403');
  });
});

describe('a description cut mid-sentence (SK406)', () => {
  it('is found at the end or in the middle, at any length', () => {
    expect(danglingCut('Installs and removes the toolchain, and cleans up after an uninstall of the.')).toMatchObject({
      kind: 'word',
      text: 'the',
    });
    expect(danglingCut('Finds a customer by username, phone, or. Use when the user looks someone up.')).toMatchObject({
      kind: 'word',
      text: 'or',
    });
    expect(
      danglingCut('Sends a real function key on macOS (for dictation, screenshots, the emoji picker via.'),
    ).toMatchObject({ kind: 'word', text: 'via' });
    expect(
      danglingCut("Reads the keys a device sends, without trusting its label. Uses the event viewer's."),
    ).toMatchObject({ kind: 'possessive' });
    expect(danglingCut('Builds static report pages — dashboards, post-mortems, audit results,')).toMatchObject({
      kind: 'punctuation',
      text: ',',
    });
    expect(danglingCut('Sends a real function key on macOS (for dictation and screenshots.')).toMatchObject({
      kind: 'open-bracket',
      text: '(',
    });
    expect(danglingCut('备份云文档、表格和。')).toMatchObject({ kind: 'punctuation' });
    expect(codes(desc('Cleans the build cache and removes the.'))).toContain('SK406');
  });

  it('is not claimed for complete sentences', () => {
    for (const text of [
      'Tells the user what to look for. Use when a log is long.',
      'Signs the user in. Use when a session expired.',
      'Grades each answer from A to F, then reports the share graded A.',
      'Handles PDF, DOCX, etc. Use when a document must be converted.',
      'Says "deploy", "ship" or "release" (any of them) to start. Use when shipping.',
      'Lists 1) the inputs 2) the outputs. Use when planning.',
      'Measures screens up to 27" wide. Use when sizing a display.',
      'Plans the work as such. Use when planning.',
    ]) {
      expect(danglingCut(text), text).toBeNull();
    }
  });
});
