/**
 * The selected URL × crawler across several versions (issue 26 §3): a row per version (oldest
 * first) with the answer the grid gives that cell (the crawler read as the Profile control says:
 * by default as its operator documents, with the readings-disagree mark), the versions where it changed marked with the
 * cause (core timeline.ts, as `robotscope history` says it), and each version one click from
 * compare. Without a selected cell, the first URL and crawler of the results.
 */
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { doubtWords, SPLIT, timelineChanges, versionDoubt, versionVerdict } from '../../core/index.ts';
import { selectMatrix } from '../../state/store.ts';
import { recordWords, sideWords, VERDICT_CLASS } from '../matrix/cellWords.ts';
import { usePage } from '../pageContext.ts';
import { withCode } from './codeSpans.tsx';

export function TimelinePanel() {
  const page = usePage();
  const { versions, skipped } = useStore(page.timeline.store);
  const matrix = useStore(page.session.store, selectMatrix);
  const cell = useStore(page.session.store, (s) => s.inputs.cell);
  const profile = useStore(page.session.store, (s) => s.inputs.profile);
  const target = matrix && matrix.urls.length > 0 && matrix.columns.length > 0
    ? { url: matrix.urls[cell?.row ?? 0] ?? matrix.urls[0], crawler: (matrix.columns[cell?.col ?? 0] ?? matrix.columns[0]).name }
    : null;
  const url = target?.url;
  const crawler = target?.crawler;
  const { timeline } = page;
  const rows = useMemo(() => {
    if (url === undefined || crawler === undefined || versions.length === 0) return null;
    const read = (i: number) => timeline.read(versions[i], profile);
    const answers = versions.map((_, i) => versionVerdict(read(i), crawler, url));
    // Rules quoted as code, as the compare list shows them.
    const changes = new Map(timelineChanges(answers, read, crawler, url, SPLIT).map((c) => [c.to, c.cause]));
    // Each version's answer in the grid cell's words (the compare list's sides).
    return answers.map((a, i) => ({ a, words: recordWords(a.record), cause: changes.get(i) }));
  }, [versions, profile, url, crawler, timeline]);
  if (versions.length === 0) return null;
  return (
    <section className="timeline-panel" aria-labelledby="timeline-title">
      <div className="compare-head">
        <h2 id="timeline-title">{target ? `${target.crawler} · ${target.url}: across ${versions.length} versions` : `${versions.length} versions`}</h2>
        <button type="button" onClick={page.timeline.close}>Close versions</button>
      </div>
      {skipped.length > 0 && <p className="hint">{skipped.join(' ')}</p>}
      {!target && <p className="hint">Name crawlers and URLs in the workbench, then select a cell: its verdict is shown in every version.</p>}
      {rows && (
        <ol className="timeline-list">
          {versions.map((v, i) => (
            <li key={`${v.name}-${i}`} className={rows[i].cause ? 'timeline-version is-change' : 'timeline-version'}>
              <span className="timeline-date">{v.date}</span>
              <span className="timeline-name">{v.name}</span>
              <span className={`timeline-verdict ${VERDICT_CLASS[rows[i].words.verdict]}`}>{sideWords(rows[i].words)}</span>
              {rows[i].a.record.lenient && <span className="timeline-readings">{withCode(doubtWords(versionDoubt(rows[i].a, SPLIT)))}</span>}
              {rows[i].cause && <span className="timeline-cause">Changed here: {withCode(rows[i].cause!)}</span>}
              <button type="button" onClick={() => page.compare.open(v.loaded, `“${v.name}”`)}>Compare with this version</button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
