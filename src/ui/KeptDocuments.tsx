/**
 * "Kept documents": every other version the autosave holds (a document New, Example, a file or a
 * link replaced, another tab's, an earlier visit's), by name, file name and time, until the
 * person discards it (or, past MAX_KEPT, it is the oldest: app/replace.ts says so).
 */
import { MAX_KEPT } from '../state/keeping.ts';
import { selectKept, type KeptOffer } from '../state/store.ts';
import { usePage } from './pageContext.ts';
import { useRobots } from './storeContext.ts';
import { countText } from '../core/words/countText.ts';

function when(ms: number): string {
  if (ms === 0) return 'edited at an unknown time';
  const d = new Date(ms);
  const sameDay = d.toDateString() === new Date().toDateString();
  const time = d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return `edited ${sameDay ? 'today' : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })} at ${time}`;
}

function KeptItem({ k }: { k: KeptOffer }) {
  const { bringBack, discardKept, compareWithKept } = usePage();
  return (
    <li className="kept-item">
      <span className="kept-name">{k.name}</span>
      <span className="kept-meta">{k.fileName} · {countText(k.lines)} {k.lines === 1 ? 'line' : 'lines'} · {when(k.edited)} · {k.why}</span>
      <button type="button" onClick={() => bringBack(k.id)} aria-label={`Bring back “${k.name}”`}>Bring back</button>
      <button type="button" onClick={() => compareWithKept(k.id)} aria-label={`Compare “${k.name}” with this version`}>Compare</button>
      <button type="button" onClick={() => discardKept(k.id)} aria-label={`Discard “${k.name}”`}>Discard</button>
    </li>
  );
}

export function KeptDocuments() {
  const kept = useRobots(selectKept);
  if (kept.length === 0) return null;
  // A region of its own, so a screen reader's landmark list reaches it like the editor and the results.
  return (
    <section className="kept" aria-label="Kept documents">
      <details open>
        <summary>Kept documents ({kept.length})</summary>
        <p className="kept-note">Autosaved in this browser and not in the editor now. Each stays until you discard it (at most {MAX_KEPT} kept by replacing: past that, the oldest goes, and the page says which).</p>
        <ul className="kept-list">{kept.map((k) => <KeptItem key={k.id} k={k} />)}</ul>
      </details>
    </section>
  );
}
