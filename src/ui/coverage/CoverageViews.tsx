/**
 * The ticked URL sets against the file on screen (issue 25 §2), in three views: rule coverage
 * (per rule and crawler the URLs it decides, the rules that block most first, the dead rules;
 * a count opens that rule's URLs with their source), by directory (verdict counts per path
 * prefix, a tree of <details>), and the sitemap URLs each crawler is blocked from, grouped by
 * deciding rule. The numbers are the worker's (app/setCoverage.ts), never worked out here.
 */
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { COVERAGE_EXPORT_WORDS, COVERAGE_LOGS_NOTE, COVERAGE_VIEW_WORDS, coverageCount, PIN_WORDS, type CoverageUnit, type CoverageViewName } from '../../core/words/urlSetWords.ts';
import { verdictCountWords } from '../../core/words/tallyWords.ts';
import { coverageTallyWords } from '../../core/words/coverageTallyWords.ts';
import { LOG_VIEW_WORDS, type SourcedUrl } from '../../core/index.ts';
import { type RobotsState, type SetCoverageView } from '../../state/store.ts';
import { useRobots } from '../storeContext.ts';
import { usePage } from '../pageContext.ts';
import { LogsView } from './LogsView.tsx';
import { countText } from '../../core/words/countText.ts';
import { notCheckedText, SITE_UNKNOWN } from '../../core/words/notCheckedWords.ts';

type ViewName = CoverageViewName;
const VIEWS = COVERAGE_VIEW_WORDS;
/** URLs of one rule listed when it is opened. */
const RULE_URLS = 200;

const selectCoverage = (s: RobotsState) => s.sets.coverage;
const selectStale = (s: RobotsState) => s.sets.coverageStale;
const n = countText;
const source = (u: SourcedUrl) => `${u.file}:${u.line}`;
/** A clause the CLI writes in brackets, as the page's sentence. */
const sentence = (clause: string) => `${clause[0].toUpperCase()}${clause.slice(1)}.`;

type Directory = SetCoverageView['directories'];

function RuleUrls({ crawler, line, rule, unit }: { crawler: string; line: number; rule: string; unit: CoverageUnit }) {
  const { setCoverage } = usePage();
  const [urls, setUrls] = useState<{ urls: SourcedUrl[]; count: number } | null>(null);
  useEffect(() => {
    let live = true;
    void setCoverage.ruleUrls(crawler, line, RULE_URLS).then((u) => live && setUrls(u));
    return () => { live = false; };
  }, [setCoverage, crawler, line]);
  return (
    <div className="coverage-urls" role="region" aria-label={`URLs ${rule} decides for ${crawler}`}>
      <p className="hint">{urls === null ? 'Listing…' : `${coverageCount(urls.count, unit)} ${line === 0 ? 'no rule decides' : `line ${line} decides`} for ${crawler}${urls.count > urls.urls.length ? `; the first ${n(urls.urls.length)}` : ''}:`}</p>
      {urls && <ul>{urls.urls.map((u, i) => <li key={i}><code>{u.url}</code> <span className="hint">{source(u)}</span></li>)}</ul>}
    </div>
  );
}

function RuleView({ c }: { c: SetCoverageView }) {
  const [open, setOpen] = useState<{ crawler: string; line: number; rule: string } | null>(null);
  // The rules that block most first: an overly broad Disallow stands out (issue 25 §2).
  const rules = [...c.rules].sort((a, b) => Math.max(...b.decides.map((d) => d.count)) - Math.max(...a.decides.map((d) => d.count)) || a.line - b.line);
  return (
    <div>
      <ul className="coverage-totals">
        {c.crawlers.map((t) => <li key={t.crawler}><b>{t.crawler}</b>: {coverageTallyWords(t)}</li>)}
      </ul>
      <table className="coverage-table">
        <thead><tr><th scope="col">Rule</th>{c.crawlers.map((t) => <th scope="col" key={t.crawler}>{t.crawler}</th>)}</tr></thead>
        <tbody>
          {rules.map((r) => (
            <tr key={r.line}>
              <th scope="row"><span className="hint">line {r.line}</span> <code>{r.rule}</code></th>
              {c.crawlers.map((t) => {
                const d = r.decides.find((x) => x.crawler === t.crawler);
                return <td key={t.crawler}>{d ? <button type="button" className="link-button" onClick={() => setOpen({ crawler: t.crawler, line: r.line, rule: r.rule })} aria-label={`${coverageCount(d.count, c.unit)}: ${r.rule} for ${t.crawler}`}>{n(d.count)}</button> : '–'}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {open && <RuleUrls key={`${open.crawler}:${open.line}`} {...open} unit={c.unit} />}
      <details className="coverage-dead">
        <summary>{n(c.deadRules.length)} dead rules: they decide no URL of the set for these crawlers</summary>
        <ul>{c.deadRules.slice(0, 500).map((d) => <li key={d.line}><span className="hint">line {d.line}</span> <code>{d.rule}</code></li>)}</ul>
        {c.deadRules.length > 500 && <p className="hint">and {n(c.deadRules.length - 500)} more.</p>}
      </details>
    </div>
  );
}

function DirectoryRow({ d, crawlers, unit, top }: { d: Directory; crawlers: string[]; unit: CoverageUnit; top?: boolean }) {
  const counts = crawlers.map((name, i) => `${name} ${verdictCountWords({ allowed: d.urls - d.blocked[i], blocked: d.blocked[i] })}`).join('; ');
  const label = <><code>{d.path}</code> <span className="hint">{coverageCount(d.urls, unit)} — {counts}</span></>;
  if (d.children.length === 0) return <li className="coverage-dir">{label}</li>;
  return (
    <li className="coverage-dir">
      <details open={top}>
        <summary>{label}</summary>
        <ul>{d.children.map((child) => <DirectoryRow key={child.path} d={child} crawlers={crawlers} unit={unit} />)}</ul>
        {d.more > 0 && <p className="hint">and {n(d.more)} smaller directories.</p>}
      </details>
    </li>
  );
}

const selectSitemapSets = (s: RobotsState) => s.sets.list.filter((x) => s.sets.shown.includes(x.id) && x.count > 0 && x.sitemapCount === x.count);

/** "Sitemap URLs must stay allowed for Googlebot": the sitemap URLs a crawler may crawl now, pinned as expectations. */
function PinSitemap({ crawlers }: { crawlers: string[] }) {
  const { urlSets } = usePage();
  const sitemaps = useRobots(useShallow(selectSitemapSets));
  const [crawler, setCrawler] = useState(crawlers[0] ?? '');
  const chosen = crawlers.includes(crawler) ? crawler : crawlers[0] ?? '';
  if (sitemaps.length === 0 || chosen === '') return null;
  return (
    <p className="coverage-pin">
      <label>Crawler <select value={chosen} onChange={(e) => setCrawler(e.currentTarget.value)}>{crawlers.map((t) => <option key={t} value={t}>{t}</option>)}</select></label>{' '}
      <button type="button" onClick={() => void urlSets.pin({ ids: sitemaps.map((x) => x.id), allowedFor: chosen })}>{PIN_WORDS.pinSitemap(chosen)}</button>
    </p>
  );
}

function SitemapView({ c }: { c: SetCoverageView }) {
  if (c.sitemapUrls === 0) return <p className="hint">No URL of the ticked sets comes from a sitemap.</p>;
  const total = c.sitemapBlocked.reduce((x, b) => x + b.count, 0);
  return (
    <div>
      <PinSitemap crawlers={c.crawlers.map((t) => t.crawler)} />
      <p>{total === 0 ? `No crawler is blocked from any of the ${n(c.sitemapUrls)} sitemap URLs.` : `${n(total)} blocked of ${n(c.sitemapUrls)} sitemap ${c.sitemapUrls === 1 ? 'URL' : 'URLs'} × ${c.crawlers.length} ${c.crawlers.length === 1 ? 'crawler' : 'crawlers'}:`}</p>
      <ul className="coverage-blocked">
        {c.sitemapBlocked.map((b) => (
          <li key={`${b.crawler}:${b.line}`}>
            <details>
              <summary><b>{b.crawler}</b> · <span className="hint">line {b.line}</span> <code>{b.rule}</code> · {coverageCount(b.count, 'urls')}</summary>
              <ul>{b.urls.map((u, i) => <li key={i}><code>{u.url}</code> <span className="hint">{source(u)}</span></li>)}</ul>
              {b.count > b.urls.length && <p className="hint">and {n(b.count - b.urls.length)} more (the rule’s count in Rule coverage lists them).</p>}
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

const FORMATS = [['CSV', 'csv'], ['JSON', 'json'], ['Markdown', 'markdown']] as const;

/** The view shown as a file: CSV, JSON or Markdown (app/setCoverage.ts, state/coverageExports.ts). */
function ViewExports({ view }: { view: ViewName }) {
  const { setCoverage } = usePage();
  return (
    <p className="coverage-exports">
      Export{' '}
      {FORMATS.map(([label, format]) => (
        <button key={format} type="button" className="link-button" aria-label={COVERAGE_EXPORT_WORDS.button(view, label)} onClick={() => void setCoverage.exportView(view, format)}>{label}</button>
      ))}
    </p>
  );
}

export function CoverageViews() {
  const c = useRobots(selectCoverage);
  const stale = useRobots(selectStale);
  const [chosen, setView] = useState<ViewName>('rules');
  if (!c) return null;
  // The logs' view goes with the last ticked log.
  const view = chosen === 'logs' && !c.logs ? 'rules' : chosen;
  return (
    <section className="coverage" aria-labelledby="coverage-title" data-stale={stale || undefined}>
      <h2 id="coverage-title">URL sets against the rules</h2>
      <p className="hint">{coverageCount(c.urls, c.unit)} of the ticked sets ({n(c.sitemapUrls)} from sitemaps{c.notChecked > 0 ? `, ${notCheckedText(c.notChecked, c.otherSite, n)}` : ''}){stale ? ' · Updating…' : ''}</p>
      {c.unit !== 'urls' && <p className="hint" data-testid="coverage-unit">{COVERAGE_LOGS_NOTE}</p>}
      {c.logs && c.logs.sites > 1 && <p className="hint" role="status" data-testid="coverage-sites">{sentence(SITE_UNKNOWN(c.logs.sites, `the ${LOG_VIEW_WORDS.host}`, 'requests'))}</p>}
      <div role="tablist" aria-label="Coverage views" className="coverage-tabs">
        {(Object.keys(VIEWS) as ViewName[]).filter((v) => v !== 'logs' || c.logs).map((v) => (
          <button key={v} type="button" role="tab" aria-selected={view === v} className={view === v ? 'is-active' : ''} onClick={() => setView(v)}>{VIEWS[v]}</button>
        ))}
      </div>
      <div role="tabpanel" aria-label={VIEWS[view]}>
        <ViewExports view={view} />
        {view === 'rules' && <RuleView c={c} />}
        {view === 'directories' && <ul className="coverage-tree"><DirectoryRow d={c.directories} crawlers={c.crawlers.map((t) => t.crawler)} unit={c.unit} top /></ul>}
        {view === 'sitemap' && <SitemapView c={c} />}
        {view === 'logs' && c.logs && <LogsView logs={c.logs} />}
      </div>
    </section>
  );
}
