/**
 * The URL test panel: who crawls (User-agent), under which rules (Profile), which URLs; then
 * one result row per URL. Every keystroke here updates the verdicts live (through the worker).
 */
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { REGISTRY, type Profile } from '../core/index.ts';
import { agentHint, confidenceLabel, crawlerPresets, crawlerTokens } from '../state/agent.ts';
import {
  selectAgent, selectProfile, selectRow, selectRows, selectSelected, selectUnanalysed, selectUrls, setInputs, store, urlLines,
} from '../state/store.ts';
import { verdictSentence } from './explain.ts';
import { ResultRow } from './ResultRow.tsx';

const PROFILE_NAMES: Record<Profile, string> = {
  google: 'Google (what Googlebot does)',
  rfc9309: 'RFC 9309 (the standard)',
  draft1996: '1996 draft (the original)',
};

/** The registry's crawlers by purpose, operator shown, confidence where it is not the operator's word. */
function CrawlerPresets() {
  const groups = useMemo(crawlerPresets, []);
  return (
    <select
      className="crawler-presets"
      aria-label="Pick a crawler"
      value=""
      onChange={(e) => { if (e.currentTarget.value) setInputs({ agent: e.currentTarget.value }); }}
    >
      <option value="">Pick a crawler…</option>
      {groups.map((g) => (
        <optgroup key={g.title} label={g.title}>
          {g.crawlers.map((c) => {
            const sure = confidenceLabel(c);
            return <option key={c.token} value={c.token}>{`${c.token} — ${c.operator}${sure ? ` (${sure})` : ''}`}</option>;
          })}
        </optgroup>
      ))}
    </select>
  );
}

function Inputs() {
  const agent = useStore(store, selectAgent);
  const urls = useStore(store, selectUrls);
  const profile = useStore(store, selectProfile);
  const hint = useMemo(() => agentHint(agent), [agent]);
  return (
    <div className="inputs">
      <div className="field">
        <label htmlFor="agent">User-agent</label>
        <input
          id="agent"
          list="crawler-presets"
          value={agent}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="agent-reads-as agent-read-why"
          placeholder="Googlebot, or a whole User-Agent header"
          onChange={(e) => setInputs({ agent: e.currentTarget.value })}
        />
        <datalist id="crawler-presets">
          {REGISTRY.map((c) => <option key={c.token} value={c.token}>{c.operator}</option>)}
        </datalist>
        <CrawlerPresets />
        <p id="agent-reads-as" className="hint">groups looked up: <strong>{hint.chain}</strong></p>
        <p id="agent-read-why" className="hint">
          read as {hint.reading}{hint.confidence && <> <span className="confidence">({hint.confidence})</span></>}
        </p>
      </div>
      <div className="field">
        <label htmlFor="profile">Profile</label>
        <select id="profile" value={profile} onChange={(e) => setInputs({ profile: e.currentTarget.value as Profile })}>
          {(Object.keys(PROFILE_NAMES) as Profile[]).map((p) => <option key={p} value={p}>{PROFILE_NAMES[p]}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor="urls">URLs</label>
        <textarea
          id="urls"
          value={urls}
          rows={5}
          spellCheck={false}
          aria-describedby="urls-hint"
          onChange={(e) => setInputs({ urls: e.currentTarget.value })}
        />
        <p id="urls-hint" className="hint">One per line: a full URL or a path such as /private/page.html</p>
      </div>
    </div>
  );
}

function Results() {
  const rows = useStore(store, selectRows);
  const selected = useStore(store, selectSelected);
  const agent = useStore(store, selectAgent);
  const urlCount = useStore(store, (s) => urlLines(s.inputs.urls).length);
  const list = useRef<HTMLOListElement>(null);
  const chain = useMemo(() => crawlerTokens(agent), [agent]);
  const unanalysed = useStore(store, selectUnanalysed);
  // Verdicts from an older version must not pass for this one's (issue 12 §6).
  const shown = unanalysed === null ? rows : [];
  const current = shown[selected];

  const onKeyDown = (e: KeyboardEvent<HTMLOListElement>) => {
    const next = { ArrowDown: selected + 1, ArrowUp: selected - 1, Home: 0, End: rows.length - 1 }[e.key];
    if (next === undefined || rows.length === 0) return;
    e.preventDefault();
    const index = Math.max(0, Math.min(rows.length - 1, next));
    selectRow(index);
    (list.current?.children[index] as HTMLElement | undefined)?.focus();
  };

  return (
    <section className="results" aria-labelledby="results-title">
      <h2 id="results-title">Results</h2>
      <p role="status" className={`verdict-banner ${current ? (current.allowed ? 'is-allowed' : 'is-blocked') : unanalysed ? 'is-unanalysed' : ''}`}>
        {unanalysed !== null
          ? `Not analysed: ${unanalysed}. No verdict for this version; edit it to try again, or reload (your document is kept).`
          : current ? verdictSentence(current, chain) : urlCount === 0 ? 'Type a URL to test it.' : 'Checking…'}
      </p>
      <ol className="result-list" ref={list} aria-label="Result rows (arrow keys move between rows)" onKeyDown={onKeyDown}>
        {shown.map((row, i) => (
          <ResultRow key={i} row={row} index={i} selected={i === selected} chain={chain} onSelect={selectRow} />
        ))}
      </ol>
    </section>
  );
}

export function TestPanel() {
  return (
    <div className="test-panel">
      <h2 className="pane-title">Test URLs</h2>
      <Inputs />
      <Results />
    </div>
  );
}
