/**
 * The page's only stylesheet, inlined. Colours are CSS variables switched by
 * prefers-color-scheme, and the charts take their fills and strokes from classes, so one markup
 * serves light, dark and print. Layout: one column up to MAX_WIDTH, charts at width:100% of it,
 * wide tables scroll inside `.scroll` so the page itself never scrolls sideways (800 px test).
 */

/** Widest the content column gets, in CSS px. */
const MAX_WIDTH_PX = 1120;

export const PAGE_CSS = `
:root{color-scheme:light dark;
--bg:#fbfbfa;--fg:#1d2125;--muted:#5c6670;--card:#ffffff;--border:#d9dde1;--grid:#e6e9ec;--band:#f3f4f6;
--catalog:#2f6fdf;--body:#e08a1e;--resources:#2aa37a;--top1:#2f6fdf;--top3:#8e44ad;
--scripts:#2f6fdf;--references:#2aa37a;--assets:#e08a1e;--fonts:#c2417a;--other:#7b8794;
--ok:#1f8a4c;--warn:#a08400;--error:#c53030;--info:#4a6fa5;--ref:#4a5560;--neg:#c53030;--link:#1f5fbf}
@media (prefers-color-scheme:dark){:root{
--bg:#15181b;--fg:#e4e7ea;--muted:#9aa5b1;--card:#1d2125;--border:#343a40;--grid:#2b3036;--band:#1a1e22;
--catalog:#6aa0ff;--body:#f0a54a;--resources:#4cc79a;--top1:#6aa0ff;--top3:#c48bea;
--scripts:#6aa0ff;--references:#4cc79a;--assets:#f0a54a;--fonts:#ee7aa9;--other:#a3adb8;
--ok:#4cc77f;--warn:#e6d84a;--error:#f07070;--info:#8fb0e0;--ref:#c3ccd5;--neg:#f07070;--link:#8ab4ff}}
*{box-sizing:border-box}
html{background:var(--bg);color:var(--fg);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans CJK SC",sans-serif}
body{margin:0}
a{color:var(--link)}
.wrap{max-width:${MAX_WIDTH_PX}px;margin:0 auto;padding:0 20px}
header.page{border-bottom:1px solid var(--border);padding:20px 0 12px;margin-bottom:8px}
header.page h1{margin:0 0 4px;font-size:1.6rem;overflow-wrap:anywhere}
.meta{color:var(--muted);margin:0;overflow-wrap:anywhere}
nav.toc ul{display:flex;flex-wrap:wrap;gap:4px 16px;list-style:none;padding:0;margin:10px 0 0}
section{margin:28px 0;padding-top:4px}
h2{font-size:1.3rem;margin:0 0 8px;border-bottom:1px solid var(--border);padding-bottom:4px}
h3{font-size:1.05rem;margin:20px 0 6px}
p.note,figcaption,.muted{color:var(--muted)}
p.note{margin:4px 0 10px;max-width:80ch}
figure{margin:12px 0 18px;min-width:0}
.pair{display:grid;grid-template-columns:1fr;gap:0 28px}
.pair svg.chart{max-width:640px}
@media (min-width:1000px){.pair{grid-template-columns:1fr 1fr}}
figcaption{font-size:.9rem;margin-top:2px}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(130px,1fr));gap:10px;margin:10px 0}
.card{background:var(--card);border:1px solid var(--border);border-radius:8px;padding:8px 10px;min-width:0}
.card dt{color:var(--muted);font-size:.85rem}
.card dd{margin:0;font-size:1.45rem;font-weight:600;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.card dd small{display:block;font-size:.78rem;font-weight:400;color:var(--muted);line-height:1.3}
.enc-title{margin:14px 0 0;font-size:.95rem;color:var(--muted)}
.legend{display:flex;flex-wrap:wrap;gap:4px 16px;list-style:none;padding:0;margin:6px 0;font-size:.9rem}
.legend li::before{content:"";display:inline-block;width:.8em;height:.8em;border-radius:2px;margin-right:6px;vertical-align:-1px;background:currentColor}
.legend .s-catalog::before{background:var(--catalog)}.legend .s-body::before{background:var(--body)}.legend .s-resources::before{background:var(--resources)}
.legend .s-top1::before{background:var(--top1)}.legend .s-top3::before{background:var(--top3)}
.legend .positive::before{background:var(--ok);border-radius:50%}.legend .negative::before{background:var(--neg);border-radius:50%}.legend .miss::before{background:transparent;border:2px solid var(--ok);border-radius:50%}
svg.chart{display:block;width:100%;height:auto;max-width:100%;overflow:visible}
svg.chart text{fill:var(--fg)}
svg.chart .tick,svg.chart .axis-caption,svg.chart .muted{fill:var(--muted);font-size:11px}
svg.chart .grid{stroke:var(--grid);stroke-width:1}
svg.chart .band{fill:var(--band)}
svg.chart .value{fill:var(--muted);font-size:11.5px}
svg.chart .bar rect{fill:var(--catalog)}
svg.chart .s-catalog rect,svg.chart rect.s-catalog{fill:var(--catalog)}
svg.chart .s-body rect,svg.chart rect.s-body{fill:var(--body)}
svg.chart .s-resources rect,svg.chart rect.s-resources{fill:var(--resources)}
svg.chart .s-lines rect{fill:var(--body);opacity:.75}
svg.chart .cat-scripts rect{fill:var(--scripts)}svg.chart .cat-references rect{fill:var(--references)}svg.chart .cat-assets rect{fill:var(--assets)}svg.chart .cat-fonts rect{fill:var(--fonts)}svg.chart .cat-other rect{fill:var(--other)}
svg.chart .bar.near rect{fill:var(--warn)}
svg.chart .bar.over rect{fill:var(--error)}
svg.chart .bar.ok rect{fill:var(--ok)}
svg.chart .ref line{stroke:var(--ref);stroke-width:1.5;stroke-dasharray:5 4}
svg.chart .ref text{fill:var(--ref)}
svg.chart .ref.ref-error line{stroke:var(--error)}svg.chart .ref.ref-error text{fill:var(--error)}
svg.chart .ref-threshold line{stroke:var(--fg);stroke-dasharray:none;stroke-width:2}
svg.chart .ref-suggested line{stroke:var(--fg);stroke-width:2;stroke-dasharray:4 3}
svg.chart .seg{stroke:var(--bg);stroke-width:1}
svg.chart .seg-label{fill:#fff;font-size:12px;font-weight:600;pointer-events:none}
@media (prefers-color-scheme:dark){svg.chart .seg-label{fill:#111}}
svg.chart .interval line{stroke-width:2}
svg.chart .s-top1 line{stroke:var(--top1)}svg.chart .s-top1 circle{fill:var(--top1)}
svg.chart .s-top3 line{stroke:var(--top3)}svg.chart .s-top3 circle{fill:var(--top3)}
svg.chart .dot.positive{fill:var(--ok)}
svg.chart .dot.positive.miss{fill:var(--bg);stroke:var(--ok);stroke-width:1.5}
svg.chart .dot.negative{fill:var(--neg);opacity:.85}
svg.chart .point line{stroke:var(--top1);stroke-width:2}svg.chart .point circle{fill:var(--top1)}
svg.chart .point.oracle circle{fill:var(--bg);stroke:var(--top1);stroke-width:2}
svg.chart .point.over circle{fill:var(--error)}
svg.chart .point-label{fill:var(--fg);font-size:12px}svg.chart .point line.leader{stroke:var(--muted);stroke-width:.8}
.scroll{overflow-x:auto;max-width:100%;margin:6px 0 10px}
table{border-collapse:collapse;font-size:.9rem;min-width:50%}
caption{text-align:left;color:var(--muted);padding:4px 0;caption-side:top}
th,td{padding:4px 10px;border-bottom:1px solid var(--border);text-align:left;vertical-align:top}
thead th{border-bottom:2px solid var(--border);white-space:nowrap}
tbody th{font-weight:500}
.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td.text{min-width:18ch;max-width:60ch;overflow-wrap:anywhere}
.nw{white-space:nowrap}
th button{all:unset;cursor:pointer}
th button:focus-visible{outline:2px solid var(--link)}
th[aria-sort=ascending] button::after{content:" \\25B2"}
th[aria-sort=descending] button::after{content:" \\25BC"}
code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.88em;overflow-wrap:anywhere}
.sev{display:inline-block;padding:0 6px;border-radius:4px;font-size:.8rem;font-weight:600;color:#fff}
.sev-error{background:var(--error)}.sev-warn{background:var(--warn)}.sev-info{background:var(--info)}
@media (prefers-color-scheme:dark){.sev{color:#111}}
.ok{color:var(--ok)}.bad{color:var(--error)}
.status-cut,.status-name-only{color:var(--warn)}.status-omitted,.status-skipped{color:var(--error)}
details.numbers{margin:4px 0}
details.numbers>summary{cursor:pointer;color:var(--link);font-size:.9rem}
.toggle,.filters{display:flex;flex-wrap:wrap;align-items:center;gap:4px 14px;margin:6px 0}
.toggle input,.filters input{margin:0 4px 0 0}
.toggle-box{display:contents}
.toggle svg.chart{flex-basis:100%}
#tiers-linear:checked~.toggle-box .is-log{display:none}
#tiers-log:checked~.toggle-box .is-linear{display:none}
#show-error:not(:checked)~.scroll tr[data-severity=error],
#show-warn:not(:checked)~.scroll tr[data-severity=warn],
#show-info:not(:checked)~.scroll tr[data-severity=info]{display:none}
.findings-box{display:flex;flex-wrap:wrap;align-items:center;gap:4px 14px}
.findings-box>.scroll{flex-basis:100%}
.findings-box>input{margin:0 2px 0 0}
ol.findings li{margin:2px 0}
footer{border-top:1px solid var(--border);margin:32px 0 16px;padding-top:8px;color:var(--muted);font-size:.85rem}
@media print{
:root{--bg:#fff;--fg:#000;--card:#fff;--band:#f4f4f4}
html{font-size:11pt}
nav.toc,.toggle>label,.toggle>input,.findings-box>label,.findings-box>input{display:none}
section{break-inside:auto}
figure,.card,tr{break-inside:avoid}
details.numbers>summary{display:none}
details.numbers>*{display:block}
.scroll{overflow:visible}
a{color:inherit;text-decoration:none}
}
`;
