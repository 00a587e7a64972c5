/**
 * The page's hosts section: the numbers `skillscope hosts` gives (seen, full / cut / name only /
 * omitted / not listed, listing against budget), the notes under them, and every skill name or
 * path from a file escaped and direction-isolated like the rest of the page.
 */
import { describe, expect, it } from 'vitest';
import { computeAudit } from '../../src/audit/index.js';
import { viewHosts } from '../../src/hosts/index.js';
import { reportHostsFrom } from '../../src/report/html/adapt.js';
import { renderReportHtml } from '../../src/report/html/page.js';
import { hostsSection } from '../../src/report/html/sections/hosts.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';
import { getEncoding } from '../../src/tokenizer/index.js';

const RLO = '\u202e';
const skill = (name: string, description: string) =>
  `---\nname: ${JSON.stringify(name)}\ndescription: ${JSON.stringify(description)}\n---\nBody.\n`;

function tree() {
  return loadSkills(
    '/',
    {},
    memoryFs({
      // No description: Codex and Gemini CLI do not list it, so the note names it.
      '.agents/skills/evil/SKILL.md': `---\nname: ${JSON.stringify(`evil${RLO}txt.exe<script>`)}\n---\nBody.\n`,
      '.agents/skills/bom/SKILL.md': `\ufeff${skill('bom', 'Has a byte-order mark. Use when y.')}`,
      '.claude/skills/only-claude/SKILL.md': skill('only-claude', 'Claude Code only. Use when z.'),
      'loose/SKILL.md': skill('loose', 'In no host folder. Use when w.'),
    }),
  );
}

describe('the hosts section of the HTML report', () => {
  const set = tree();
  const view = viewHosts({ project: set.skills }, { windowTokens: 200_000 });
  const section = hostsSection(reportHostsFrom(view));

  it('has one summary row per host profile with the numbers of viewHosts', () => {
    const summary = section.html.slice(0, section.html.indexOf('data-table="host-notes"'));
    const rows = [...summary.matchAll(/<tr><th scope="row"><bdi>([^<]+)<\/bdi><\/th>((?:<td[^>]*>.*?<\/td>)+)<\/tr>/g)];
    const byTitle = new Map(rows.map((m) => [m[1], [...m[2]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => c[1])]));
    for (const h of view.hosts) {
      const cells = byTitle.get(h.title);
      expect(cells, h.title).toBeDefined();
      expect(cells!.slice(0, 6).map(Number)).toEqual([
        h.seen.length,
        h.counts.full,
        h.counts.cut,
        h.counts['name-only'],
        h.counts.omitted,
        h.counts.skipped,
      ]);
    }
    // Codex sees the two .agents skills: it refuses the BOM one and cannot list the one without a description.
    expect(byTitle.get('Codex')!.slice(0, 6)).toEqual(['2', '0', '0', '0', '0', '2']);
  });

  it('names what each host does with a file it refuses, and what no host sees', () => {
    expect(section.html).toContain('refuses (file starts with a BOM)');
    expect(section.html).toContain('<bdi>bom</bdi>');
    expect(section.html).toContain('not listed (no usable name or description)');
    expect(section.html).toMatch(/Seen by no host[^<]*<bdi>loose\/SKILL\.md<\/bdi>/);
  });

  it('escapes and isolates names from files: no raw bidi override, no markup', () => {
    expect(section.html).not.toContain(RLO);
    expect(section.html).not.toContain('<script>');
    expect(section.html).toContain('\\u202e');
    expect(section.html).toContain('&lt;script&gt;');
  });

  it('is on the page, after the listings; without a view the page says so', () => {
    const audit = computeAudit(set, { encodings: [getEncoding('o200k_base')] });
    const base = { title: 'T', generator: 'g', generatedAt: '2026-12-04', audit, check: null, bench: null };
    const page = renderReportHtml({ ...base, hosts: reportHostsFrom(view) });
    expect(page).toContain('data-section="hosts"');
    expect(page.indexOf('data-section="descriptions"')).toBeLessThan(page.indexOf('data-section="hosts"'));
    expect(renderReportHtml(base)).toMatch(/data-section="hosts"[^]*Not available/);
  });
});
