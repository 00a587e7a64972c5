/**
 * Descriptions with whether they say when to use the skill (the SK401 verdict: `trigger: true` =
 * has a "when to use" clause). The cases are written by us: each is modelled on a phrasing seen
 * in public skill repositories in 2026-12 (skill and subagent frontmatter), keeping that
 * phrasing's shape — the trigger construction, where it stands, what surrounds it — on another
 * subject or in other words. The shapes are facts; no text is copied. `source` names the
 * phrasing feature a case exercises. Verdicts were set by reading each case before running the
 * detector.
 */
export interface TriggerCase {
  readonly source: string;
  readonly description: string;
  readonly trigger: boolean;
}

export const TRIGGER_CASES: readonly TriggerCase[] = [
  // "Use immediately after …"
  {
    source: 'use-immediately-after, then and-when, long',
    trigger: true,
    description:
      'Use immediately after every deploy and when investigating failed nightly jobs in this service. It covers `make deploy-status`, `make job-logs`, `make rerun-failed`, and filing dated `notes/incidents/*.md` reports without duplicating earlier entries.',
  },
  {
    source: 'use-immediately-after a session',
    trigger: true,
    description:
      'Use immediately after finishing a mock code-review session to build a short study sheet with the missed defects, a checklist for next time, and questions to ask the author.',
  },
  {
    source: 'use-immediately-after, then "Trigger before"',
    trigger: true,
    description:
      'Use immediately after import to turn a parsed contract into a structured ClauseModel and to split its obligations into independently checkable items. Trigger before risk scoring or redline drafting.',
  },
  {
    source: 'use-immediately-after a backticked command',
    trigger: true,
    description:
      "Use immediately after `tool:write-spec` has an approved spec saved under `docs/specs/`. Turns each spec section into a `gh` issue labelled `planned`, linked in the spec's section order.",
  },
  {
    source: 'use-immediately-after, then "Invoke for"',
    trigger: true,
    description:
      'Use immediately after a migration file is added or edited, before merging. Invoke for a dry review of the schema change — lock risks, missing indexes, naming drift and unsafe defaults. Does not touch the database (that is db-apply).',
  },
  {
    source: 'use-immediately-after, dash list',
    trigger: true,
    description:
      'Use immediately after a review comment — a teammate flagging a bug, a flaky test, a failed build, or a convention that was agreed and then ignored. Updates the team checklist so the same slip is caught next time, or notes why no update is needed.',
  },
  {
    source: 'use-immediately-after any failure, before retrying',
    trigger: true,
    description:
      'Use immediately after any failed install — a resolver conflict, checksum mismatch, network timeout, missing lockfile or registry error — before retrying. Names the kind of failure first, so the fix matches the cause.',
  },
  // "Use this skill any time …"
  {
    source: 'use-this-skill-any-time a file type',
    trigger: true,
    description:
      'Use this skill any time an .epub file is read, written or changed. That covers building e-books from Markdown, fixing broken tables of contents, and extracting chapters or metadata from an existing .epub.',
  },
  {
    source: 'use-this-skill-any-time, colon list',
    trigger: true,
    description:
      'Use this skill any time a calendar file (.ics) is the main input or output: importing events, merging two calendars, fixing time zones, or exporting a schedule to .ics.',
  },
  {
    source: 'use-this-skill-any-time, then "Triggers include"',
    trigger: true,
    description:
      "Use this skill any time you're building or debugging how a SvelteKit app handles redirects, missing pages or slow loads. Triggers include +error.svelte, +layout.ts, the redirect() helper from @sveltejs/kit.",
  },
  {
    source: 'use-this-skill-any-time, one sentence',
    trigger: true,
    description: 'Use this skill any time a rent-roll spreadsheet is needed that pulls figures from the ledger.',
  },
  {
    source: 'use-this-skill-any-time the user asks, even-if',
    trigger: true,
    description: 'Use this skill any time the user asks to design a newsletter — even if they never mention sending.',
  },
  {
    source: 'use-this-skill-any-time the user asks, then what',
    trigger: true,
    description: 'Use this skill any time the user asks to tag a release. It writes notes in Keep a Changelog style.',
  },
  // "This skill should be used when …"
  {
    source: 'should-be-used-when, quoted requests',
    trigger: true,
    description:
      'This skill should be used when the user asks to "release a VS Code extension", "package a .vsix", "publish to the marketplace", "bump the extension version", "sign the extension".',
  },
  {
    source: 'should-be-used-when, then "Trigger phrases include"',
    trigger: true,
    description:
      'This skill should be used when splitting a large refactor into reviewable pull requests that can each merge on their own. Trigger phrases include "split this PR", "stack these changes".',
  },
  {
    source: 'should-be-used-when an X lane',
    trigger: true,
    description: 'This skill should be used when an export lane writes CSV files and must keep exact header names.',
  },
  {
    source: 'should-be-used-when, then "Trigger when user says"',
    trigger: true,
    description:
      'This skill should be used when the user wants to start a merge request review. Trigger when user says "Review [MR_URL]" or something similar that shows they want a specific merge request checked.',
  },
  {
    source: 'should-be-used-when, quoted commands',
    trigger: true,
    description: 'This skill should be used when the user asks to "run Gemini CLI", "gemini -p", "ask Gemini".',
  },
  // "Use proactively …", "MUST BE USED …"
  {
    source: 'use-proactively-to',
    trigger: true,
    description: "Use proactively to map a service's modules and design choices. Only reads and reports; never edits.",
  },
  {
    source: 'USE-PROACTIVELY-before, hyphen list',
    trigger: true,
    description: 'Use PROACTIVELY before any money logic - rounding, currency conversion, refunds / chargebacks, tax.',
  },
  {
    source: 'USE-PROACTIVELY-for an integration',
    trigger: true,
    description: 'Use PROACTIVELY for Shopify integration. Keeps orders, refunds and stock in sync both ways.',
  },
  {
    source: 'use-proactively-to retrieve',
    trigger: true,
    description: 'Use proactively to fetch handbook passages. Skips any passage the conversation already holds.',
  },
  {
    source: 'USE-PROACTIVELY, then MUST-BE-USED-instead',
    trigger: true,
    description:
      "Use PROACTIVELY to scaffold a plugin's manifest — declaring its entry points and running the generator — MUST BE USED instead of writing a manifest by hand.",
  },
  {
    source: 'USE-PROACTIVELY-after, caps, parenthesised list',
    trigger: true,
    description:
      'Use PROACTIVELY after adding or changing ANY user-visible text (menu items, dialogs, tooltips, validation messages, onboarding screens, push notifications, new views) and BEFORE opening a pull request.',
  },
  {
    source: 'USE-PROACTIVELY-for, then MUST-BE-USED-when',
    trigger: true,
    description: 'Use PROACTIVELY for Jinja and htmx work. MUST BE USED when modifying files in app/templates/.',
  },
  // "… Trigger whenever …" after a first sentence about what it does
  {
    source: 'trigger-whenever the user, second sentence',
    trigger: true,
    description:
      'Release and tagging workflow for this monorepo. Trigger whenever the user asks to cut a release, tag a version, write a changelog, backport a fix, or publish packages.',
  },
  {
    source: 'trigger-whenever the user, after a long first sentence',
    trigger: true,
    description:
      'Generate or update a typed API client in packages/sdk from an OpenAPI document, then add its usage examples and a reference page with request/response samples. Trigger whenever the user pastes a link to an openapi.yaml or swagger.json to build/update the client (a bare link is enough).',
  },
  {
    source: 'trigger-whenever -ing, after a noun list',
    trigger: true,
    description:
      'House style guide, colour tokens, type scale (Inter & Source Serif) and component rules for the Northwind admin app. Trigger whenever styling screens, building components, theming the dashboard, or picking brand colours.',
  },
  // "Use when …" / "Use for …" after what it does
  {
    source: 'use-for, last sentence',
    trigger: true,
    description: 'Toolkit for engineering managers: 1:1 templates, career ladders, scorecards. Use for team planning.',
  },
  {
    source: 'use-when -ing, last sentence',
    trigger: true,
    description: 'Toolkit for NATS, a message bus with JetStream storage. Use when setting up durable streams.',
  },
  {
    source: 'use-this-skill-whenever the user needs to',
    trigger: true,
    description:
      'Toolkit for working with archives. Use this skill whenever the user needs to pack or unpack files (zip, tar, gzip, 7z), list what an archive holds, or pull single files out of it.',
  },
  {
    source: 'use-this-skill-when -ing, parenthesised list',
    trigger: true,
    description:
      'Toolkit for writing sound Prometheus alerting rules. Use this skill when creating new alert groups, tuning thresholds, routing alerts (receivers, inhibit rules, silences).',
  },
  {
    source: 'use-when after two sentences',
    trigger: true,
    description:
      'Guidance for calling Rust from Python with PyO3. Covers maturin builds, GIL handling, and converting types between the two. Use when exposing a Rust crate to Python.',
  },
  {
    source: 'use-when -ing, comma list',
    trigger: true,
    description: 'Graphviz DOT guidance. Use when drawing dependency graphs, state machines, org charts, call graphs.',
  },
  {
    source: 'use-when working with, or-any list',
    trigger: true,
    description:
      'Guidance for the Harbor analytics platform. Use when working with dashboards, data pipelines, forecasting jobs, alert rules, or any reporting features in this platform.',
  },
  // "When Claude needs to …": the agent named as the subject, after a sentence of what it does
  {
    source: 'when-Claude-needs-to, second sentence',
    trigger: true,
    description:
      'Image editing toolkit for resizing, cropping, converting formats, stripping metadata and batch watermarking. When Claude needs to prepare images for the web or run the same edit over a whole folder of pictures.',
  },
  {
    source: 'when-Claude-needs-to, numbered list, etc)',
    trigger: true,
    description:
      'Presentation building, editing and review with support for layouts, speaker notes, charts and themes. When Claude needs to work with slide decks (.pptx, .key, .odp, etc) for: (1) Building new decks from an outline, (2) Reading or summarising existing slides, (3) Changing a deck while keeping its theme and layouts',
  },
  {
    source: 'when-<other model>-needs-to',
    trigger: true,
    description:
      'Audio processing toolkit for trimming clips, normalising loudness, converting codecs and splitting by silence. When GLM needs to clean up a recording or batch-convert a folder of audio files.',
  },
  {
    source: 'when-the-agent-needs-to',
    trigger: true,
    description:
      'Chart toolkit for plotting time series and distributions, rendering SVG and PNG with matplotlib and seaborn, and annotating figures. When the agent needs to draw many charts from one dataset.',
  },
  // No "when to use" clause (English)
  {
    source: 'expert-guidance-for, bare title',
    trigger: false,
    description: 'Expert guidance for Kustomize overlays and patches',
  },
  {
    source: 'expert-guidance-for, dash then feature list',
    trigger: false,
    description: 'Expert guidance for training vision models with Ultralytics - dataset YAML, mosaic/mixup, SGD/AdamW',
  },
  {
    source: 'toolkit-for, featuring list',
    trigger: false,
    description: 'Toolkit for Gemini API integration featuring client wrappers, prompt templates and developer tools',
  },
  {
    source: 'expert-guidance-for using, then covers-list',
    trigger: false,
    description:
      'Expert guidance for designing GCP solutions using the Google Cloud Architecture Center. Covers reference architectures, landing zones, design patterns, service choices, deployment styles.',
  },
  {
    source: 'for-X-tasks, no trigger',
    trigger: false,
    description: 'Helper for spreadsheet tasks: formulas, pivot tables and charts',
  },
  // Chinese: "…时使用本技能" and relatives
  {
    source: 'zh 当用户…时使用本技能：, after what',
    trigger: true,
    description:
      '操作 Proxmark3 射频分析仪，通过其 pm3 命令行客户端控制设备。当用户想从终端操作 Proxmark3 时使用本技能：连接设备、嗅探/读取高频(HF)或低频(LF)标签。',
  },
  {
    source: 'zh keyword slashes, 用户提到这些词时使用本技能',
    trigger: true,
    description: '缓存预热 / 预热-启动加载 / Redis warmup——启 / 热键 / 按访问频率加载键。用户提到这些词时使用本技能。',
  },
  {
    source: 'zh cut keyword slashes, 用户提到这些词时使用本技能',
    trigger: true,
    description:
      '惰性求值 / 生成器-惰性求值 / Python yie / yield 语 / 逐个产出值 / 计数 / 暂停函数下次再继续 / 演示。用户提到这些词时使用本技能。',
  },
  {
    source: 'zh 当用户需要 + a when-clause over 40 characters',
    trigger: true,
    description:
      '多平台文章排版与润色：知乎、豆瓣、语雀文章排版，24 套预设主题，插图排布建议。不负责发布。通过 shell 调用 CLI，无需 MCP。当用户需要知乎回答排版整理、豆瓣日记格式化、Markdown 转富文本、主题挑选或插图排布建议时使用本技能。',
  },
  {
    source: 'zh 凡是涉及"…"时使用本技能, no 当',
    trigger: true,
    description:
      'Android 权限治理与适配：运行时权限申请流程、targetSdk 升级后的行为变更、权限组与 shouldShowRequestPermissionRationale 的语义、不同厂商 ROM 的差异、升级 targetSdk 的完整步骤。凡是涉及"升级 targetSdk""这个权限 Android 14 上还要不要申请""权限被拒怎么引导""不同厂商系统兼容"时使用本技能。',
  },
  {
    source: 'zh 适用于： list, then 当用户提到…时使用本技能',
    trigger: true,
    description:
      '从一段口播视频生成「口型自然的虚拟主播」并配音、加字幕、导出成片的完整本地流水线。适用于：视频生成虚拟主播、自动对口型、语音克隆、字幕对齐。当用户提到虚拟主播、数字分身、对口型、配音、字幕、MP4/WebM 时使用本技能。',
  },
  {
    source: 'zh opens 适用于…的 skill, then covers',
    trigger: true,
    description:
      '适用于 Kubernetes 集群部署、升级与排障的 skill。覆盖 kubectl/kustomize、Helm chart、Deployment、Service、Ingress、HPA、PV/PVC、RBAC、NetworkPolicy、CRD、Operator。',
  },
  {
    source: 'zh opens 适用于, then 当用户问“…”时使用, then 不要',
    trigger: true,
    description:
      '适用于借助 Sourcegraph 做跨仓库代码搜索、定义跳转、引用查找和重构影响范围初判；当用户问“这个函数哪里定义的”“哪些仓库用到它”“删掉它会坏什么”时使用。不要替代线上排障、上线检查或正式设计评审。',
  },
  {
    source: 'zh opens 适用于, then 不适用于',
    trigger: true,
    description:
      '适用于对单个站点运行 Penman-Monteith 参考蒸散发计算，输出逐日 ET0 及辐射/空气动力分量；不适用于作物系数修正、土壤水量平衡、遥感反演、参数标定或多站点批量计算。',
  },
  {
    source: 'zh 当用户提到 + a long mixed-script list, 时使用',
    trigger: true,
    description:
      '钉钉文档导出工作流：用 dt-cli 把钉钉文档、知识库、表格、脑图批量导出到本地目录。当用户提到 export、导出、迁移、全部下载、打包整个空间、导出知识库、离线备份、导出脑图时使用。',
  },
  {
    source: 'zh 当用户明确…，或…时使用, two conditions',
    trigger: true,
    description:
      '调度企业微信第三方机器人：注册回调、查看能力清单、下发指令、轮询执行状态、拉取结果/附件、多轮追问、处理 need_confirm。当用户明确指名调用外部机器人，或 wecom-sheet 已把大批量表格整理、字段重构、统计分析转交给统一表格助手时使用。',
  },
  {
    source: 'zh parenthesised definition, then 当用户提到…时使用',
    trigger: true,
    description:
      'Slack 应用自管理：目前只支持管理当前安装应用的快捷方式（Shortcut 是一种让用户从消息菜单或闪电按钮一键唤起应用的交互入口）——列出、新建、修改、删除。当用户提到Shortcut、消息快捷方式、全局快捷方式时使用。',
  },
  {
    source: 'zh opens 当用户提出”…”，或…时，应使用此 skill',
    trigger: true,
    description:
      '当用户提出”新建企业微信群””拉取群聊记录””群发通知””撤回消息”，或需要一套独立的 WeCom 消息工作流时，应使用此 skill。',
  },
  {
    source: 'zh opens 当用户要求…（…）时使用',
    trigger: true,
    description: '当用户要求调整通知偏好（推送、邮件摘要、勿扰模式、提示音等）时使用。',
  },
  {
    source: 'zh opens 当用户想把…，用于…时触发',
    trigger: true,
    description:
      '当用户想把 npm 仓库里所有 package.json 的版本号统一改成"同一个 workspace 版本"，用于发版对齐、清理、或时间戳标记时触发。',
  },
  {
    source: 'zh opens 当用户需要…时使用, then 触发词包括',
    trigger: true,
    description: '当用户需要核验快递单号时使用。触发词包括"查快递""物流到哪了""单号查询""包裹进度"。',
  },
  {
    source: 'zh opens 当用户问…时使用, then 必要时',
    trigger: true,
    description:
      '当用户问菜谱用料、配比、火候、替代食材、做法步骤时使用。优先从 recipe://<菜名>/ingredients 读取依据，必要时回退到 recipe_search 或 list_sources，不要凭印象直接作答。',
  },
  {
    source: 'zh opens 当用户需要…时加载, no period',
    trigger: true,
    description: '当用户需要用到日程能力时加载，包括会议创建（单次、重复、全天）、空闲查询、提醒设置',
  },
  {
    source: 'zh title, then 当用户提到 + a long list, 时使用, then 功能',
    trigger: true,
    description:
      '企业微信工单自动化技能。当用户提到工单登记、售后跟进、维修派单、表格自动汇总、逾期催办、生成本月售后服务报告时使用。功能：工单信息写入在线表格、超时未处理自动催办、服务月报生成。',
  },
  // Chinese without a "when to use" clause
  { source: 'zh API title: list', trigger: false, description: '钉钉考勤 API：排班规则、补卡申请管理。' },
  { source: 'zh title: one task, no period', trigger: false, description: '企业微信日报：查看自己提交的日报记录' },
  {
    source: 'zh 用户在…时间 (no trigger)',
    trigger: false,
    description: '钉钉审批数据导出 Skill。导出指定用户在指定时间段内发起的审批单，返回标准化 CSV。',
  },
  { source: 'zh one noun phrase with 用户', trigger: false, description: '企业微信通讯录的用户和标签查询。' },
  { source: 'zh title — list', trigger: false, description: '语雀知识库 — 团队空间列表、文档管理、搜索' },
  {
    source: 'zh …时必须指定 (a rule, not a trigger)',
    trigger: false,
    description: '对象存储分片上传。核心要点：上传大文件到 OSS 时必须指定 part_size 参数，否则无法拿到 upload_id。',
  },
];
