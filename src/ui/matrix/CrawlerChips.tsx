/**
 * The workbench's crawlers as removable chips: a registry preset, any token, or a whole
 * User-Agent header (the chip shows the token read from it, core crawlerFor). Enter adds what
 * is typed; Backspace or Delete on a chip removes it (Backspace in the empty field, the last).
 * A removal can be undone: the hint line under the field offers Undo, and Ctrl+Z anywhere in the
 * field (the text box empty, or on a chip) does the same, as a text editor would (state/crawlerRemoval.ts).
 * In place of the hint, not in the page's messages at its top: those would push the page down
 * under the person's hands, far from where the focus is.
 */
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { bypassWords, crawlerFor, describeReading, readCrawlerNames, REGISTRY } from '../../core/index.ts';
import { confidenceLabel, crawlerPresets } from '../../state/agent.ts';
import { removeCrawler, undoable, undoRemoval, type Removal } from '../../state/crawlerRemoval.ts';
import { selectCrawlers, setCrawlers } from '../../state/store.ts';
import { WORKBENCH_WORDS } from '../../state/workbenchWords.ts';
import { MOD } from '../modKey.ts';
import { useRobots, useSessionStore } from '../storeContext.ts';
import { useLiveNote } from '../useLiveNote.ts';

/** What a chip shows: the token read, and the header it came from when that was more. */
function chipLabel(name: string): { token: string; from: string; title: string } {
  const c = crawlerFor(name);
  const token = c.token === '' ? name : c.token;
  const from = name.trim().toLowerCase() === token.toLowerCase() ? '' : name.trim();
  const about = !c.info ? 'not in the crawler registry'
    : c.info.confidence === 'assumed' ? `not in the crawler registry; read as a ${c.info.operator} robot, assumed`
      : `${c.info.operator}, ${c.info.purpose}${c.info.robots === 'yes' ? '' : `; robots.txt: ${c.info.robots}`}`;
  // What its operator says of bypassing the file, on a line of its own (registry `bypasses`).
  const bypass = c.info ? bypassWords(c.info) : '';
  return { token, from, title: `${from ? `${from}\n` : ''}${describeReading(c.reading)} (${about})${bypass ? `\n${bypass}` : ''}` };
}

function Presets({ onPick }: { onPick(token: string): void }) {
  const groups = useMemo(crawlerPresets, []);
  return (
    <select className="crawler-presets" aria-label="Pick a crawler" value="" onChange={(e) => { if (e.currentTarget.value) onPick(e.currentTarget.value); }}>
      <option value="">Add a preset…</option>
      {groups.map((g) => (
        <optgroup key={g.title} label={g.title}>
          {g.crawlers.map((c) => {
            const sure = confidenceLabel(c);
            return <option key={c.token} value={c.token} title={bypassWords(c) || undefined}>{`${c.token} — ${c.operator}${sure ? ` (${sure})` : ''}`}</option>;
          })}
        </optgroup>
      ))}
    </select>
  );
}

export function CrawlerChips() {
  const store = useSessionStore();
  const crawlers = useRobots(selectCrawlers);
  const [draft, setDraft] = useState('');
  /** What the polite note under the field says; said again when it repeats (useLiveNote). */
  const [note, setNote] = useLiveNote();
  /** Why the last Enter added nothing (core whyNotCrawler), shown until the text changes: an error. */
  const [refused, setRefused] = useState('');
  /**
   * What the last Enter found already in the list, shown until the text changes: a hint, not an
   * error (the field is not invalid), read aloud politely as the note is.
   */
  const [already, setAlready] = useState('');
  /** The removals made here, the last on top; only the last is offered, while the list is the one it made. */
  const [removals, setRemovals] = useState<readonly Removal[]>([]);
  const toUndo = undoable(removals, crawlers);
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  /** What Enter adds, said as it is typed: one crawler's reading, or the names of a pasted list. */
  const reading = useMemo(() => {
    const { names } = readCrawlerNames(draft);
    if (names.length > 1) return `${names.length} crawlers, ${names.map((n) => chipLabel(n).token).join(', ')}`;
    return draft.trim() ? describeReading(crawlerFor(draft).reading) : '';
  }, [draft]);

  /** What the field holds, one crawler or a pasted list of them (core readCrawlerNames): each added once. */
  const add = (text: string) => {
    const { names, why } = readCrawlerNames(text);
    setAlready('');
    if (why) { setRefused(`Not added: ${why}`); return; }
    if (names.length === 0) return;
    const next = [...crawlers];
    const added: string[] = [];
    const twins: string[] = [];
    for (const n of names) {
      const token = crawlerFor(n).token.toLowerCase();
      const twin = next.find((c) => c.toLowerCase() === n.toLowerCase() || (token !== '' && crawlerFor(c).token.toLowerCase() === token));
      if (twin) twins.push(`${n} is already in the list${twin === n ? '' : ` (as ${twin})`}.`);
      else { next.push(n); added.push(chipLabel(n).token); }
    }
    // Said where the eye is: the hint under the field said "Enter adds: bingbot" still.
    if (added.length === 0) { setAlready(twins.join(' ')); setNote(twins.join(' ')); return; }
    setCrawlers(store, next);
    setDraft('');
    setNote([`Added ${added.join(', ')}.`, ...twins].join(' '));
  };
  const remove = (i: number) => {
    const removal = removeCrawler(store, i);
    if (!removal) return;
    // Older removals stay undoable in turn (Ctrl+Z again) only when each made the list the next one removed from.
    setRemovals((r) => [...(r.at(-1)?.after === removal.before ? r : []), removal].slice(-20));
    setNote(WORKBENCH_WORDS.crawlerRemoved(chipLabel(removal.name).token));
  };
  /** Takes back the last removal; `refocus`: the Undo button itself leaves the page, focus goes to the field. */
  const undo = (refocus: boolean) => {
    if (!toUndo || !undoRemoval(store, toUndo)) return false;
    setRemovals((r) => r.slice(0, -1));
    setNote(WORKBENCH_WORDS.crawlerBack(chipLabel(toUndo.name).token));
    if (refocus) field.current?.focus();
    return true;
  };
  /** Ctrl+Z (⌘Z) on a chip or in the empty text box; in a text box with text, the browser undoes typing. */
  const onFieldAreaKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const z = (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'z';
    if (!z || (e.target === field.current && draft !== '')) return;
    if (undo(false)) e.preventDefault();
  };
  /**
   * A chip removed from its own button: focus goes to the chip that takes its place, else the
   * field, so it never falls to the page. Only if it did fall: the frame comes after the chip's
   * button has left the page, and under load after the person may have moved on (typed in the
   * field, or pressed Enter there, which on a chip's button would remove that chip too).
   */
  const removeFromChip = (i: number) => {
    remove(i);
    requestAnimationFrame(() => {
      if (document.activeElement !== null && document.activeElement !== document.body) return;
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.chip-remove');
      const next = buttons?.[Math.min(i, buttons.length - 1)];
      (next ?? field.current)?.focus();
    });
  };
  /**
   * Backspace in the empty field removes the last chip; the person goes on typing there. Not a
   * held one (a repeat): Backspace held to erase a name typed went on to remove crawlers, one a
   * repeat, once the text was gone.
   */
  const onFieldKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') { e.preventDefault(); add(draft); }
    else if (e.key === 'Backspace' && draft === '' && crawlers.length > 0) {
      e.preventDefault();
      if (!e.repeat) remove(crawlers.length - 1);
    }
  };
  const onChipKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    if (e.key === 'Backspace' || e.key === 'Delete') { e.preventDefault(); removeFromChip(i); }
  };

  return (
    <div className="field crawler-field" onKeyDown={onFieldAreaKey}>
      <label htmlFor="crawler-add">Crawlers</label>
      <div className="chips-box" onClick={(e) => { if (e.target === e.currentTarget) field.current?.focus(); }}>
        <ul className="chips" ref={list} aria-label="Crawlers tested">
          {crawlers.map((name, i) => {
            const label = chipLabel(name);
            return (
              <li key={`${name}\u0000${i}`} className="chip" title={label.title} data-name={name}>
                <span className="chip-token">{label.token}</span>
                {label.from && <span className="chip-from">from a header</span>}
                <button type="button" className="chip-remove" aria-label={`Remove ${label.token}`} onClick={() => removeFromChip(i)} onKeyDown={(e) => onChipKey(e, i)}>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
        <input
          id="crawler-add" ref={field} value={draft} autoComplete="off" spellCheck={false} list="crawler-tokens"
          placeholder={crawlers.length ? 'Add a token or User-Agent header' : 'Googlebot, or a whole User-Agent header'}
          aria-describedby="crawler-add-hint crawler-add-note" aria-invalid={refused ? true : undefined}
          onChange={(e) => { setDraft(e.currentTarget.value); setRefused(''); setAlready(''); }} onKeyDown={onFieldKey}
        />
        <datalist id="crawler-tokens">
          {REGISTRY.map((c) => <option key={c.token} value={c.token}>{c.operator}</option>)}
        </datalist>
      </div>
      <div className="crawler-tools">
        <Presets onPick={add} />
        {toUndo && !refused && !already && !reading ? (
          <p id="crawler-add-hint" className="hint crawler-undo" data-testid="crawler-undo">
            {WORKBENCH_WORDS.crawlerRemoved(chipLabel(toUndo.name).token)}{' '}
            <button type="button" className="link-button" aria-keyshortcuts={MOD === 'Cmd' ? 'Meta+Z' : 'Control+Z'} onClick={() => undo(true)}>{WORKBENCH_WORDS.undo}</button>
            {' '}<kbd className="undo-key" aria-hidden="true">{`${MOD}+Z`}</kbd>
          </p>
        ) : (
          <p id="crawler-add-hint" className={refused ? 'hint field-error' : 'hint'} role={refused ? 'alert' : undefined}>
            {refused || already || (reading ? `Enter adds: ${reading}` : 'Enter adds a crawler; Backspace or Delete on a chip removes it.')}
          </p>
        )}
      </div>
      <p id="crawler-add-note" className="sr-only" aria-live="polite"><span key={note.said}>{note.text}</span></p>
    </div>
  );
}
