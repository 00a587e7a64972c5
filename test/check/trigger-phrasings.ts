/**
 * Real descriptions from public skill repositories, with whether they say when to use the
 * skill (the SK401 verdict: `trigger: true` = has a "when to use" clause). Collected in 2026-12
 * with a public code index (skill and subagent frontmatter); `source` names the repository when the file was read from it,
 * otherwise the index's file id and the skill's `name`. Texts are quoted as written (short
 * descriptions are facts, kept as test data); a few long ones are cut after a whole sentence.
 * Verdicts were assigned by reading each description, before running the detector.
 */
export interface TriggerCase {
  readonly source: string;
  readonly description: string;
  readonly trigger: boolean;
}

export const TRIGGER_CASES: readonly TriggerCase[] = [
  // "Use immediately after …"
  {
    source: 'index 52157726961 (post-push-gh-run-logging)',
    trigger: true,
    description:
      'Use immediately after every push and when triaging GitHub Actions failures in this repository. It covers `make gh-runs`, `make gh-watch`, `make gh-failed-logs`, and writing timestamped `samples/logs/*.md` summaries without creating recursive log-only churn.',
  },
  {
    source: 'index 53270450199 (IV.interview-mock-debrief)',
    trigger: true,
    description:
      'Use immediately after completing an IV.interview-mocking session to generate a rapid-study preparation pack containing Golden STARs, Triage Checklists, and Reverse Interview questions.',
  },
  {
    source: 'index 62875908999 (paper-model-builder)',
    trigger: true,
    description:
      "Use immediately after ingestion to turn normalized text into a structured PaperModel and to isolate the paper's contributions into independently attackable atoms. Trigger before literature expansion or weakness mining.",
  },
  {
    source: 'index 61468701894 (task-creation)',
    trigger: true,
    description:
      "Use immediately after `superpowers:writing-plans` (or its review) produces an approved plan in `docs/plans/`. Converts each plan task into a `bd` issue with status `proposed`, with dependency edges matching the plan's task order.",
  },
  {
    source: 'index 54792048426 (reviewer)',
    trigger: true,
    description:
      'Use immediately after code is written or changed, before finishing. Invoke for static review of a diff — correctness bugs, consistency with recorded decisions, style and security smells. Does not run the app (that is qa).',
  },
  {
    source: 'index 59708767866 (continuous-improvement)',
    trigger: true,
    description:
      'Use immediately after a correction — a user pointing out an error, a regression, a gate going red, or a rule that was written down and then skipped anyway. Turns a one-off fix into a rule change, or decides deliberately that it should not.',
  },
  {
    source: 'index 55949245524 (failure-classifier)',
    trigger: true,
    description:
      'Use immediately after any task failure — test failure, command failure, tool error, permission error, missing file, or API error — before retrying. Classifies the failure type so the correct recovery action is taken.',
  },
  // "Use this skill any time …"
  {
    source: 'anthropics/skills skills/pptx (index 69571686810)',
    trigger: true,
    description:
      'Use this skill any time a .pptx or .potx file is involved in any way — as input, output, or both. This includes: creating slide decks, pitch decks, or presentations; reading, parsing, or extracting text from any .pptx or .potx file.',
  },
  {
    source: 'anthropics/skills skills/xlsx (index 52273588527)',
    trigger: true,
    description:
      'Use this skill any time a spreadsheet file is the primary input or output. This means any task where the user wants to: open, read, edit, or fix an existing .xlsx, .xlsm, .csv, or .tsv file.',
  },
  {
    source: 'index 53705751104 (errors-and-loading-ui)',
    trigger: true,
    description:
      "Use this skill any time you're designing or troubleshooting how a Next.js 16 app handles failures, missing resources, or loading states. Triggers include error.tsx, global-error.tsx, not-found.tsx, the notFound() function from next/navigation.",
  },
  {
    source: 'index 38063213849 (sp-capital-iq-excel-pro)',
    trigger: true,
    description:
      'Use this skill any time a financial analysis spreadsheet is needed that pulls live or historical data from S&P Capital IQ.',
  },
  {
    source: 'index 66461096460 (pushpage)',
    trigger: true,
    description:
      "Use this skill any time the user asks to create, build, generate, or design an HTML page, webpage, or web content — even if they don't mention publishing or sharing.",
  },
  {
    source: 'index 55589283613 (conventional-commit)',
    trigger: true,
    description:
      'Use this skill any time the user asks for a git commit, to commit changes, or to write a commit message. It writes the message in Conventional Commit format.',
  },
  // "This skill should be used when …"
  {
    source: 'index 56335318422 (mcp-distribute)',
    trigger: true,
    description:
      'This skill should be used when the user asks to "publish an MCP server", "package an MCP server for npm", "distribute an MCP server", "add a bin entry", "run an MCP server with npx".',
  },
  {
    source: 'index 58532238087 (delegating-tasks)',
    trigger: true,
    description:
      'This skill should be used when executing an implementation plan with tasks that are mostly independent and can be completed within the current session. Trigger phrases include "execute this plan", "implement these tasks".',
  },
  {
    source: 'index 53918258217 (Audit Fleet Output Contract)',
    trigger: true,
    description:
      'This skill should be used when an audit-fleet lane is producing or validating report format and must enforce deterministic sections plus exact finding keys.',
  },
  {
    source: 'index 47184297 (jira-work-starter)',
    trigger: true,
    description:
      'This skill should be used when the user wants to start working on a Jira ticket. Trigger when user says "Let\'s work on [JIRA_URL]" or similar phrases indicating intent to begin work on a specific Jira issue.',
  },
  {
    source: 'index 61812483702 (codex)',
    trigger: true,
    description:
      'This skill should be used when the user asks to "use Codex CLI", "codex exec", "get a Codex second opinion", or "run a Codex review" as a separate agent.',
  },
  // "Use proactively …", "MUST BE USED …"
  {
    source: 'index 1009478620 (observer)',
    trigger: true,
    description:
      'Use proactively to explore and understand codebase architecture, patterns, and design decisions. Focuses solely on observation and analysis.',
  },
  {
    source: 'index 71608246750 (design-critic)',
    trigger: true,
    description:
      'Use PROACTIVELY before implementing any correctness-critical logic - state machines, idempotency, access control / tenant isolation, grounding / abstention, concurrency, estimation models.',
  },
  {
    source: 'index 52481193040 (hubspot-stripe-connector)',
    trigger: true,
    description:
      'Use PROACTIVELY for Stripe integration. Manages bidirectional sync for subscription data, payments, and revenue tracking.',
  },
  {
    source: 'index 21875281525 (context-fetcher)',
    trigger: true,
    description:
      'Use proactively to retrieve and extract relevant information from Yoyo Dev documentation files. Checks if content is already in context before returning.',
  },
  {
    source: 'index 59826010915 (the_local-develop)',
    trigger: true,
    description:
      "Use PROACTIVELY to author a gem's locals — declaring its public interface and running the authoring task — MUST BE USED instead of hand-writing a local.",
  },
  {
    source: 'index 54682773265 (bilingual-enforcer)',
    trigger: true,
    description:
      'Use PROACTIVELY after writing or modifying ANY front-facing code (UI labels, buttons, toasts, error messages, placeholders, empty states, SMS/email bodies, notifications, new pages/components) and BEFORE committing.',
  },
  {
    source: 'index 56751036760 (frontend-developer)',
    trigger: true,
    description:
      'Use PROACTIVELY for Thymeleaf templates, Vanilla JavaScript, and CSS work. MUST BE USED when modifying files in src/main/resources/templates/ or src/main/resources/static/.',
  },
  // "… Trigger whenever …" after a first sentence about what it does
  {
    source: 'index 56103358878 (git)',
    trigger: true,
    description:
      'Git commit and history-management workflow for this repository. Trigger whenever the user asks to commit, checkpoint, stage/unstage, amend, squash, split commits, rebase, or clean branch history.',
  },
  {
    source: 'index 67488272478 (uds-component)',
    trigger: true,
    description:
      'Build or merge a UDS component in packages/ui from a Figma component set, then generate its registry entry and shadcn-format docs page with the Preview/Code playground. Trigger whenever the user pastes a figma.com component URL to build/add/merge a component (even the link alone).',
  },
  {
    source: 'index 71472428793 (brand-design-system)',
    trigger: true,
    description:
      'Official visual identity, color palette, typography guidelines (Bebas Neue & Gotham), and UI styling standards for JG Store. Trigger whenever designing UI, creating components, styling storefront or dashboard, or choosing brand colors.',
  },
  // "Use when …" / "Use for …" after what it does
  {
    source: 'index 52798741563 (product-manager-toolkit)',
    trigger: true,
    description:
      'Comprehensive toolkit for product managers including RICE prioritization, customer interview analysis, PRD templates, discovery frameworks, and go-to-market strategies. Use for feature prioritization.',
  },
  {
    source: 'index 52526479408 (rqlite-9-4)',
    trigger: true,
    description:
      'Comprehensive toolkit for rqlite 9.4, a lightweight distributed relational database built on SQLite with Raft consensus. Use when deploying fault-tolerant databases.',
  },
  {
    source: 'index 56572146902 (text-tools)',
    trigger: true,
    description:
      'Comprehensive toolkit for working with text files. Use this skill whenever the user needs to search text in files (grep, find text, search patterns), replace text in files.',
  },
  {
    source: 'index 22662659206 (fluentbit-generator)',
    trigger: true,
    description:
      'Comprehensive toolkit for generating best practice Fluent Bit configurations. Use this skill when creating new Fluent Bit configs, implementing log collection pipelines (INPUT, FILTER, OUTPUT).',
  },
  {
    source: 'index 55990847354 (appkit-swiftui-bridge)',
    trigger: true,
    description:
      'Expert guidance for hybrid AppKit-SwiftUI development. Covers NSViewRepresentable, hosting controllers, and state management between frameworks. Use when bridging AppKit and SwiftUI.',
  },
  {
    source: 'index 2602780529 (mermaid-builder)',
    trigger: true,
    description:
      'Expert guidance for creating syntactically correct Mermaid diagrams. Use when creating flowcharts, sequence diagrams, class diagrams, state diagrams, Gantt charts, ER diagrams.',
  },
  {
    source: 'index 52452454289 (paramount-ai-ops)',
    trigger: true,
    description:
      'Expert guidance for Paramount+ AI Operations platform. Use when working with RAG, multi-agent systems, computer vision, voice AI, Bayesian analytics, or any AI/ML features in this platform.',
  },
  // "When Claude needs to …" (the agent named as the subject; the older anthropics/skills documents)
  {
    source: 'index 53779951322 (pdf)',
    trigger: true,
    description:
      'Comprehensive PDF manipulation toolkit for extracting text and tables, creating new PDFs, merging/splitting documents, and handling forms. When Claude needs to fill in a PDF form or programmatically process, generate, or analyze PDF documents at scale.',
  },
  {
    source: 'index 2853762035 (xlsx)',
    trigger: true,
    description:
      'Comprehensive spreadsheet creation, editing, and analysis with support for formulas, formatting, data analysis, and visualization. When Claude needs to work with spreadsheets (.xlsx, .xlsm, .csv, .tsv, etc) for: (1) Creating new spreadsheets with formulas and formatting, (2) Reading or analyzing data, (3) Modify existing spreadsheets while preserving formulas',
  },
  {
    source: 'index 1579086962 (pdf)',
    trigger: true,
    description:
      'Comprehensive PDF manipulation toolkit for extracting text and tables, creating new PDFs, merging/splitting documents, and handling forms. When GLM needs to fill in a PDF form or programmatically process, generate, or analyze PDF documents at scale.',
  },
  {
    source: 'index 17374179389 (pdf)',
    trigger: true,
    description:
      'Comprehensive PDF manipulation toolkit for extracting text and tables, creating new PDFs using reportlab and platypus, merging/splitting documents, and handling forms. When the agent needs to generate or analyze PDF documents at scale.',
  },
  // No "when to use" clause (English)
  {
    source: 'index 22713629414 (helmfile)',
    trigger: false,
    description: 'Expert guidance for Helmfile declarative Helm chart deployment',
  },
  {
    source: 'index 8907190259 (axolotl)',
    trigger: false,
    description:
      'Expert guidance for fine-tuning LLMs with Axolotl - YAML configs, 100+ models, LoRA/QLoRA, DPO/KTO/ORPO/GRPO, multimodal support',
  },
  {
    source: 'index 63464645881 (claude-ai-ultimate-suite)',
    trigger: false,
    description:
      'Comprehensive toolkit for Claude AI integration featuring API wrappers, prompts, and developer tools for AI-driven coding with Claude 4.6 Opus and Claude 3.5 Sonnet',
  },
  {
    source: 'index 70382226434 (azure-architecture)',
    trigger: false,
    description:
      'Expert guidance for designing Azure solutions using Azure Architecture. Covers reference architectures, solution ideas, design patterns, technology choices, architecture styles.',
  },
  // Chinese: "…时使用本技能" and relatives
  {
    source: 'index 58998208248 (chameleon-ultra-cli)',
    trigger: true,
    description:
      '控制变色龙(Chameleon)Ultra 读写卡器，通过其 chameleon_cli_main 命令行程序操作设备。当用户想用命令行操作 Chameleon Ultra 设备时使用本技能：连接设备、扫描/读取高频(HF/NFC)或低频(LF)卡片。',
  },
  {
    source: 'index 61868825973 (os-329a2147)',
    trigger: true,
    description:
      '初始化流程 / 启动-初始化流程 / OS init——依 / init 进 / 按依赖顺序启动服务。用户提到这些词时使用本技能。',
  },
  {
    source: 'index 61517832588 (pylang-d616eb28)',
    trigger: true,
    description:
      '捕获更新 / 闭包-捕获更新 / Python nonlo / nonlocal 语 / 闭包修改捕获变量 / 递增 / 修改外层捕获变量并返回新 / 演示。用户提到这些词时使用本技能。',
  },
  {
    source: 'index 53455943448 (fastfish-format)',
    trigger: true,
    description:
      '多渠道格式化与美化：公众号、小红书文章排版，30 套预设样式，配图编排指引。不包含发布。通过 system.run 调用 CLI，无需 MCP。当用户需要公众号格式整理、小红书文案格式化、Markdown 渲染、样式选择或配图流程指引时使用本技能。',
  },
  {
    source: 'index 57383085168 (api-version-migration)',
    trigger: true,
    description:
      '鸿蒙 API 版本治理与升级:compatibleSdkVersion/targetSdkVersion 语义、canIUse 运行时探测、@since/@deprecated 注释解读、SDK 版本间 API diff、升级 API 版本的完整流程。凡是涉及"升级到新 API 版本""这个 API 在 API XX 能不能用""deprecated 怎么替换""不同设备系统版本兼容"时使用本技能。',
  },
  {
    source: 'index 71610976593 (digihuman-pipeline)',
    trigger: true,
    description:
      '从一张参考图做出「清晰逼真的数字人」并绑骨、做动画、出验收图的完整本地流水线。适用于：图生 3D 数字人/角色、自动绑骨（人形骨架）、蒙皮权重、idle/walk 动画。当用户提到数字人、虚拟人、avatar、绑骨、蒙皮、动作、GLB/glTF 时使用本技能。',
  },
  {
    source: 'index 51921050838 (ros-robotics)',
    trigger: true,
    description:
      '适用于 ROS 1 / ROS 2 机器人开发、迁移与联调的 skill。覆盖 catkin/catkin_tools、colcon/ament、package.xml、CMakeLists.txt、launch、URDF/Xacro、RViz、TF、Navigation2、ros2_control。',
  },
  {
    source: 'index 56048826723 (codegraph-assisted-navigation)',
    trigger: true,
    description:
      '适用于用 CodeGraph 辅助代码结构探索、符号定位、调用链追踪和改动影响面候选分析；当用户问“这个类/方法怎么工作”“谁调用了它”“改这里影响哪里”时使用。不要替代故障排查、发布核对或正式文档沉淀。',
  },
  {
    source: 'index 71526250608 (run-lumped-sacsma-model)',
    trigger: true,
    description:
      '适用于在单一计算单元上运行 SAC-SMA（Sacramento Soil Moisture Accounting）16 参数模型的前向模拟，输出流域出口总出流及地表/基流分量；不适用于融雪驱动、PET 公式计算、汇流演算、参数率定或多流域批量建模。',
  },
  {
    source: 'larksuite/cli skills/lark-backup/SKILL.md',
    trigger: true,
    description:
      '飞书备份工作流：用 lark-cli 备份飞书云文档、云空间文件夹、电子表格、多维表格到本地目录。当用户提到 backup、备份、归档、导出全部、下载整个文件夹、备份知识库、备份云空间、备份多维表格时使用。',
  },
  {
    source: 'larksuite/cli skills/lark-agents/SKILL.md',
    trigger: true,
    description:
      '驱动飞书第一方远程智能体（A2A）：发现 provider、读能力卡片、发消息起任务、轮询进度、取结果/产物、多轮续聊、回应 input_required。当用户明确要求调用远程智能体，或 lark-base 已把复杂 Base 建设、结构调整、数据检索分析交给统一 Base Assistant 时使用。',
  },
  {
    source: 'larksuite/cli skills/lark-application/SKILL.md',
    trigger: true,
    description:
      '飞书开放平台应用自管理：目前仅实现管理当前绑定应用的斜杠指令（Slash Command 是一种允许用户在飞书聊天框中通过输入 / 快速触发机器人服务的交互方式）——列出、创建、更新、删除。当用户提到Slash Command、发消息斜杠指令面板、斜杠指令时使用。',
  },
  {
    source: 'index 52338962855 (feishu-im-workflow)',
    trigger: true,
    description:
      '当用户提出”创建飞书群聊””读取飞书消息””发送消息””回复消息”，或需要独立的 Feishu/Lark IM 工作流时，应使用此 skill。',
  },
  {
    source: 'index 55066857095 (update-settings)',
    trigger: true,
    description: '当用户要求修改系统设置（通用设置、安全设置、功能开关、邮件配置等）时使用。',
  },
  {
    source: 'index 61826170565 (git-history-snapshot)',
    trigger: true,
    description:
      '当用户想把 git 历史的每个 commit 改写成"只含一条 commit-msg.txt"，用于归档、瘦身、或时间线保留时触发。',
  },
  {
    source: 'index 56124724565 (cm-invoice-validate)',
    trigger: true,
    description: '当用户需要查验发票真伪时使用。触发词包括"查发票""发票查验""验证发票""发票真伪"。',
  },
  {
    source: 'index 53676068870 (read-formula-composition)',
    trigger: true,
    description:
      '当用户问方剂组成、药材、配伍、君臣佐使、加减基础时使用。优先从 entity://<方剂>/使用药材 读取证据，必要时回退到 tcm_route_search 或 list_evidence_paths，不要直接给结论而不取证。',
  },
  {
    source: 'index 59593165940 (knowledge)',
    trigger: true,
    description: '当用户需要使用知识库能力时加载，包括文档导入（文本、URL、对象存储 URI）、向量化存储、语义搜索',
  },
  {
    source: 'index 56175516482 (feishu-crm-automation)',
    trigger: true,
    description:
      '飞书CRM自动化技能。当用户提到客户管理、销售跟进、CRM录入、飞书表格自动填充、跟进提醒、生成本周客户报告时使用。功能：客户信息录入多维表格、超期未跟进自动提醒、客户周报生成。',
  },
  // Chinese without a "when to use" clause
  {
    source: 'larksuite/cli skills/lark-approval/SKILL.md',
    trigger: false,
    description: '飞书审批 API：审批实例、审批任务管理。',
  },
  {
    source: 'larksuite/cli skills/lark-attendance/SKILL.md',
    trigger: false,
    description: '飞书考勤打卡：查询自己的考勤打卡记录',
  },
  {
    source: 'index 54904851122 (feishu-group-collector)',
    trigger: false,
    description: '飞书群聊数据采集 Skill。采集指定用户在指定时间范围内的群聊消息，返回标准化 JSON。',
  },
  { source: 'index 18564054557 (contact-lookup)', trigger: false, description: '飞书通讯录的用户和部门查询。' },
  {
    source: 'index 53373750647 (feishu-wiki)',
    trigger: false,
    description: '飞书知识库 — 知识空间列表、节点管理、搜索',
  },
  {
    source: 'index 51861212357 (feishu-bitable-upload)',
    trigger: false,
    description:
      '飞书多维表格附件上传。核心要点：上传文件到 Bitable 时必须指定 parent_type=bitable_file 参数，否则无法获取 file_token。',
  },
];
