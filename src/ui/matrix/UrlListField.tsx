/**
 * The URL list: typed, pasted (thousands of lines) or opened from a file (a list, an export, a
 * results file: read by what it holds, core urlFile.ts), with an
 * origin for bare paths. Lines that are not a URL or a path are listed under the field with
 * the reason, each a button that selects the line in the field; they are never tested.
 */
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { looksBinary } from '../../core/binaryData.ts';
import { readOrigin, type FileOrigin, type FlaggedLine } from '../../core/urlList.ts';
import { URL_FIELD_IDS } from '../../app/urlField.ts';
import { setInputs, type RobotsState } from '../../state/store.ts';
import { URL_DROP_AREA } from '../DropZone.tsx';
import { usePage } from '../pageContext.ts';
import { useRobots, useSessionStore } from '../storeContext.ts';
import { UrlSets } from './UrlSets.tsx';
import { countText } from '../../core/words/countText.ts';
import { urlSetProblemWords } from '../../core/words/urlSetWords.ts';

/** A list file this big is no list of URLs a person means to test (100,000 URLs is some 8 MB). */
const MAX_LIST_BYTES = 64 * 1024 * 1024;
/** Flagged lines listed by name; the rest are counted. */
const LISTED = 50;
/**
 * Up to this many flagged lines are shown whole; more scroll inside the box. At 390 px three
 * lines wrap to two rows each and the box's height held two (newuser s19 §8).
 */
const SHOWN_WHOLE = 5;

/** `flagged`: the first lines not tested (the worker's, at least LISTED); `total`: how many there are. */
function Flagged({ flagged, total, onShow }: { flagged: FlaggedLine[]; total: number; onShow(line: number): void }) {
  if (total === 0) return null;
  const more = total - Math.min(LISTED, flagged.length);
  return (
    <div className={total <= SHOWN_WHOLE ? 'url-flagged url-flagged-few' : 'url-flagged'} id="urls-flagged">
      <p className="url-flagged-title">
        {/* Each line says its own reason: not a URL, or a URL of another site. */}
        {total === 1 ? '1 line is' : `${countText(total)} lines are`} not tested:
      </p>
      <ul>
        {flagged.slice(0, LISTED).map((f) => (
          <li key={f.line}>
            <button type="button" className="url-flagged-line" onClick={() => onShow(f.line)} title="Select this line in the list">
              line {f.line}
            </button>{' '}
            <code className="url-flagged-text">{f.text.length > 80 ? `${f.text.slice(0, 79)}…` : f.text}</code>: {f.why}
          </li>
        ))}
      </ul>
      {more > 0 && <p className="hint">and {countText(more)} more.</p>}
    </div>
  );
}

/** What the field's note says of the file's origin (core fileOrigin): typed, guessed from the list, or none. */
function originNote(site: FileOrigin): string {
  if (site.from === 'field') return `Paths are tested as ${site.origin}/…; a URL of another site is flagged.`;
  if (site.from === 'list') {
    return `Taken to be the robots.txt of ${site.origin}, the most common site in the list: a URL of another site is flagged, not tested. Type an origin to choose another.`;
  }
  return 'Only for paths: robots.txt rules read the path alone.';
}

const selectList = (s: RobotsState) => s.results.list;

/** What the note says a file was read as, after its name (core urlFile.ts UrlFileForm). */
const OPENED_AS = { lines: '', export: ' (its URL column)', results: ' (the URLs of its results)' } as const;

/** What the origin note says while the worker reads a big list: the last list's site may not be this one's. */
const READING_SITE = 'The site is taken from the list once it is read: the most common site in it, unless you type an origin.';

/** What the field says while the worker reads a big list. */
const readingNote = (progress: number) => `Reading the list… ${Math.floor(progress * 100)}%`;

export function UrlListField() {
  const store = useSessionStore();
  const origin = useRobots((s) => s.inputs.origin);
  const read = useRobots(selectList);
  const originRead = useMemo(() => readOrigin(origin), [origin]);
  const { urlField } = usePage();
  const host = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  // `n` counts the files' outcomes: the same file refused twice sets the same sentence (review23 L4).
  const [{ note: fileNote, n: outcomes }, setOutcome] = useState({ note: '', n: 0 });
  const setFileNote = (note: string) => setOutcome((o) => ({ note, n: o.n + 1 }));
  const count = useRef<HTMLParagraphElement>(null);
  // What became of the file just chosen is said under the list, which the test pane's scrolling
  // may hide (at 1366×800 a refused file said so 110 px below the pane's edge, and nothing on
  // screen changed): brought into the pane's view each time.
  useEffect(() => {
    if (outcomes > 0) count.current?.scrollIntoView({ block: 'nearest' });
  }, [outcomes]);
  useEffect(() => {
    // The view belongs to the page's controller (app/urlField.ts); React only puts it here.
    const dom = urlField.view.dom;
    host.current?.appendChild(dom);
    urlField.view.requestMeasure();
    return () => dom.remove();
  }, [urlField]);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file) return;
    if (file.size > MAX_LIST_BYTES) {
      setFileNote(`“${file.name}” is ${(file.size / 1048576).toFixed(1)} MB; a URL list is read up to 64 MB. The list was not changed.`);
      return;
    }
    // Loaded on use, as the CSV reader is: nothing of it is in the page's first JavaScript (initial-js).
    const { decodeTextFile } = await import('../../core/textFile.ts');
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch (error) {
      // Moved or deleted since it was chosen, or access denied: said where the list's other notes are.
      setFileNote(urlSetProblemWords({ code: 'unreadable', file: file.name, detail: (error as Error).message || String(error) }));
      return;
    }
    if (looksBinary(bytes)) {
      // As the URL sets refuse it: an image or an archive read as lines would replace the list with thousands of flagged lines.
      setFileNote(urlSetProblemWords({ code: 'binary', file: file.name, detail: '' }));
      return;
    }
    const text = decodeTextFile(bytes);
    // What the file holds decides how it is read, never its name, as `robotscope check --urls` reads it
    // (core urlFile.ts): a list named .csv keeps a URL holding a comma whole. Loaded on use (issue 24 §3).
    const [{ openedListText }, { headerlessRowsWords, urlFileRefusedWords }, { widerReadWords }] = await Promise.all([
      import('../../core/urlFile.ts'), import('../../core/words/urlFileWords.ts'), import('../../core/words/widerRowWords.ts'),
    ]);
    const read = openedListText(text);
    if (read.form === 'refused') {
      setFileNote(`“${file.name}”: ${urlFileRefusedWords(read.refusal)}. The list was not changed.`);
      return;
    }
    setInputs(store, { urls: read.text });
    // A list that may be an export saved without its header: its lines were tested whole, and that is said;
    // an export's row wider than its header, read as it splits: said, as check and coverage --urls say it.
    const said = read.rows ? `: ${headerlessRowsWords(read.rows.cells, read.rows.sep)}` : read.wider ? `: ${widerReadWords(read.wider.line, read.wider.sep)}` : '';
    setFileNote(`Opened “${file.name}”${OPENED_AS[read.form]}${said}.`);
  };

  const tested = read.tested;
  const summary = read.progress !== null ? readingNote(read.progress) : [
    `${countText(tested)} ${tested === 1 ? 'URL' : 'URLs'} tested`,
    read.duplicates > 0 ? `${countText(read.duplicates)} ${read.duplicates === 1 ? 'duplicate' : 'duplicates'} tested once` : '',
    read.flaggedLines.length > 0 ? `${countText(read.flaggedLines.length)} not tested` : '',
  ].filter(Boolean).join(' · ');
  return (
    <div className="field url-field" data-drop={URL_DROP_AREA}>
      <div className="field-head">
        <label id={URL_FIELD_IDS.label} onClick={() => urlField.view.focus()}>URLs</label>
        <button type="button" className="link-button" onClick={() => picker.current?.click()}>Open a list (.txt, .csv)…</button>
        <input ref={picker} type="file" accept=".txt,.csv,.tsv,.json,text/plain,text/csv,application/json" hidden onChange={(e) => void onFile(e)} aria-label="Open a URL list" />
      </div>
      <div className="url-editor" ref={host} data-testid="urls-editor" />
      <p id="urls-hint" className="hint">One per line: a full URL, or a path such as /private/page.html (joined to the origin below).</p>
      <p id="urls-count" ref={count} className="url-count" aria-live="polite">{summary}{fileNote && <> · {fileNote}</>}</p>
      <Flagged flagged={read.flagged} total={read.flaggedLines.length} onShow={(line) => urlField.selectLine(line)} />
      {/* Under the list, not over it: the list's first lines are in the pane's first screen (issue 24 §2). */}
      <UrlSets />
      <div className="origin-row">
        <label htmlFor="origin">Origin</label>
        <input
          id="origin" value={origin} placeholder="https://example.com (optional)" autoComplete="off" spellCheck={false}
          aria-describedby="origin-note" aria-invalid={originRead.error ? true : undefined}
          onChange={(e) => setInputs(store, { origin: e.currentTarget.value })}
        />
      </div>
      <p id="origin-note" className={originRead.error ? 'hint field-error' : 'hint'}>
        {originRead.error || (read.progress !== null && !originRead.origin ? READING_SITE : originNote(read.site))}
      </p>
    </div>
  );
}
