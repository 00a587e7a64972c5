/**
 * Deterministic generator of large skill directories for the audit benchmark (and for trying the
 * CLI on thousands of skills). Same seed and count → byte-identical tree.
 *
 *   npx tsx bench/gen-skills.ts OUT_DIR [COUNT=1000] [SEED=42]
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { mulberry32 } from './rng.js';

/** The shared seeded PRNG (bench/rng.ts). */
export const rng = mulberry32;

const WORDS = (
  'report table chart invoice schema migration query index cluster deploy review commit branch release ' +
  'pipeline container image volume network secret token parser lexer render template layout theme font ' +
  'spreadsheet column formula pivot slide deck document paragraph heading footnote citation summary audit ' +
  'latency error trace metric alert dashboard incident timeline owner action budget forecast revenue ' +
  'customer ticket refund contract clause signature compliance policy privacy retention backup restore'
).split(' ');
const ZH = '数据表格图表报告迁移查询索引集群部署审查提交分支发布流水线容器镜像网络密钥解析模板主题字体文档段落标题摘要审计延迟错误告警仪表盘事故时间线负责人预算客户合同条款签名合规隐私备份恢复'.split('');

function sentence(r: () => number, words: number, zh: boolean): string {
  if (zh) {
    let s = '';
    for (let i = 0; i < words * 2; i++) s += ZH[Math.floor(r() * ZH.length)];
    return `${s}。`;
  }
  const w: string[] = [];
  for (let i = 0; i < words; i++) w.push(WORDS[Math.floor(r() * WORDS.length)]!);
  const s = w.join(' ');
  return `${s[0]!.toUpperCase()}${s.slice(1)}.`;
}

export interface GeneratedSkill {
  readonly dir: string;
  readonly files: Readonly<Record<string, string | Uint8Array>>;
}

export function generateSkill(i: number, r: () => number): GeneratedSkill {
  const zh = r() < 0.2;
  const name = `skill-${String(i).padStart(6, '0')}`;
  const desc: string[] = [];
  const descLen = 100 + Math.floor(r() * 300);
  while (desc.join(' ').length < descLen) desc.push(sentence(r, 6 + Math.floor(r() * 10), zh));
  desc.push(zh ? '当用户需要处理相关任务时使用。' : 'Use when the user asks about this task.');
  const lines: string[] = [`# ${name}`, ''];
  const bodyLines = 20 + Math.floor(r() * 280);
  for (let l = 0; l < bodyLines; l++) {
    const roll = r();
    if (roll < 0.1) lines.push(`## ${sentence(r, 3, zh)}`);
    else if (roll < 0.2) lines.push('```bash', `run --input ${WORDS[l % WORDS.length]}.csv --out out/${l}.json`, '```');
    else if (roll < 0.3) lines.push(`- ${sentence(r, 8, zh)}`);
    else lines.push(sentence(r, 10 + Math.floor(r() * 20), zh));
  }
  const files: Record<string, string | Uint8Array> = {
    'SKILL.md': `---\nname: ${name}\ndescription: ${JSON.stringify(desc.join(' '))}\n---\n${lines.join('\n')}\n`,
  };
  if (r() < 0.5) files['scripts/run.py'] = `import sys\n\ndef main():\n    print(${JSON.stringify(sentence(r, 5, false))})\n\nif __name__ == "__main__":\n    main()\n`;
  if (r() < 0.4) files['references/guide.md'] = Array.from({ length: 30 + Math.floor(r() * 100) }, () => sentence(r, 14, zh)).join('\n') + '\n';
  if (r() < 0.2) files['assets/logo.png'] = Uint8Array.from({ length: 512 + Math.floor(r() * 2048) }, () => Math.floor(r() * 256));
  return { dir: name, files };
}

/** Writes COUNT skills under outDir (recreated). Returns the total bytes written. */
export function writeSkillTree(outDir: string, count: number, seed = 42): number {
  const marker = path.join(outDir, '.generated');
  const stamp = `${count}:${seed}:v1`;
  if (existsSync(marker) && readFileSync(marker, 'utf8') === stamp) return -1;
  rmSync(outDir, { recursive: true, force: true });
  const r = rng(seed);
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const s = generateSkill(i, r);
    for (const [rel, content] of Object.entries(s.files)) {
      const file = path.join(outDir, s.dir, rel);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
      bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.length;
    }
  }
  writeFileSync(marker, stamp);
  return bytes;
}

if (process.argv[1] && /gen-skills\.ts$/.test(process.argv[1])) {
  const [out, count = '1000', seed = '42'] = process.argv.slice(2);
  if (!out) {
    console.error('usage: npx tsx bench/gen-skills.ts OUT_DIR [COUNT=1000] [SEED=42]');
    process.exit(2);
  }
  writeSkillTree(out, Number(count), Number(seed));
  console.log(`wrote ${count} skills to ${out}`);
}
