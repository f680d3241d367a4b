/**
 * The explanation of the selected cell (issue 11 §3): why this crawler gets this verdict for
 * this URL, in words, every line number a button that moves the editor there. It shows a core
 * Explanation as it is (the words are core words/explanationWords.ts); it asks for nothing itself.
 * Each fact once: Crawl-delay is the record's column in the details above (core result/columns.ts),
 * its line a button as here, and a verdict no rule decided is said by the heading alone.
 */
import type { ReactNode } from 'react';
import type { Explanation as Model } from '../../core/index.ts';
import {
  groupSentences, readingSentences, indexSentences, lengthNote, pathSentences, profileSentences, sizeSentences, matchingSentence, urlComparedSentence, verdictSentence,
} from '../../core/words/explanationWords.ts';
import type { Sentence } from '../../core/words/sentence.ts';
import { aiSentences } from '../../core/words/aiUsageWords.ts';
import { cleanParamSentences, sourceSentences } from '../../core/words/readingWords.ts';
import { SPLIT } from '../../core/words/pageStyles.ts';
import { ExplanationEmpty } from './ExplanationEmpty.tsx';
import { Words } from './Words.tsx';

interface Props {
  explanation: Model | null;
  /** Moves the editor to a line (1-based) and marks it. */
  onLine: (line: number) => void;
  /** Shown when there is no explanation: nothing selected, or it is on its way. */
  placeholder?: string;
  /** What the grid's cell holds (CellExplanation's head), under the verdict. */
  children?: ReactNode;
}

function Paragraphs({ sentences, onLine }: { sentences: Sentence[]; onLine: Props['onLine'] }) {
  return (
    <>
      {sentences.map((s, i) => (
        <p key={i}>
          <Words sentence={s} onLine={onLine} />
        </p>
      ))}
    </>
  );
}

function Matches({ e, onLine }: { e: Model; onLine: Props['onLine'] }) {
  if (e.matches.length === 0) return <p>{matchingSentence(e)}</p>;
  return (
    <>
      <table className="explain-matches">
        <caption className="sr-only">Rules that match the path</caption>
        <thead>
          <tr><th scope="col">Line</th><th scope="col">Rule</th><th scope="col">Length</th><th scope="col">Decides</th></tr>
        </thead>
        <tbody>
          {e.matches.map((m, i) => (
            <tr key={i} className={m.winner ? 'is-winner' : undefined}>
              <td><Words sentence={[{ line: m.line, bare: true }]} onLine={onLine} /></td>
              <td>
                <code>{m.allow ? 'Allow' : 'Disallow'}: {m.value}</code>
                {m.implied && <span className="explain-note"> (also allows {m.pattern.slice(0, -1)}: the index.html rule)</span>}
              </td>
              <td>{m.length}</td>
              <td>{m.winner ? 'Yes' : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{matchingSentence(e)} <span className="explain-note">{lengthNote(e.profile)}</span></p>
    </>
  );
}

export function Explanation({ explanation: e, onLine, placeholder, children }: Props) {
  if (e === null) {
    return <ExplanationEmpty text={placeholder ?? 'Select a cell to see why the crawler gets its answer.'} />;
  }
  const path: Sentence[] = [...pathSentences(e.path).map((s) => [s]), ...indexSentences(e)];
  const size = sizeSentences(e);
  const ai = aiSentences(e);
  const cleanParam = cleanParamSentences(e);
  const sources = sourceSentences(e);
  const reading = readingSentences(e, SPLIT);
  const compared = urlComparedSentence(e);
  return (
    <section className={`explanation ${e.robots === 'no' ? 'is-ungoverned' : e.allowed ? 'is-allowed' : 'is-blocked'}`} aria-label="Explanation">
      <h2 className="explain-verdict"><Words sentence={verdictSentence(e)} onLine={onLine} /></h2>
      {children}
      {compared && (
        <p className="explain-url">
          <code>{compared[0]}</code>{compared[1]}<code>{compared[2]}</code>{compared[3]}
        </p>
      )}
      {reading.length > 0 && (
        <div className="explain-reading" data-testid="explain-reading">
          <Paragraphs sentences={reading} onLine={onLine} />
        </div>
      )}
      <h3>Groups</h3>
      <Paragraphs sentences={groupSentences(e)} onLine={onLine} />
      <h3>Matching rules</h3>
      <Matches e={e} onLine={onLine} />
      {path.length > 0 && (
        <>
          <h3>The path</h3>
          <ul className="explain-path">{path.map((s, i) => <li key={i}><Words sentence={s} onLine={onLine} /></li>)}</ul>
        </>
      )}
      {size.length > 0 && (
        <>
          <h3>500 KiB</h3>
          <Paragraphs sentences={size} onLine={onLine} />
        </>
      )}
      {ai.length > 0 && (
        <>
          <h3>AI use</h3>
          <Paragraphs sentences={ai} onLine={onLine} />
        </>
      )}
      {cleanParam.length > 0 && (
        <>
          <h3>Clean-param</h3>
          <Paragraphs sentences={cleanParam} onLine={onLine} />
        </>
      )}
      {sources.length > 0 && (
        <>
          <h3>Where these rules come from</h3>
          <ul className="explain-sources">{sources.map((s, i) => <li key={i}><Words sentence={s} onLine={onLine} /></li>)}</ul>
        </>
      )}
      <h3>Other profiles</h3>
      {e.profiles.map((a) => (
        <div key={a.profile} className={`explain-profile is-${a.agrees}`}>
          <Paragraphs sentences={profileSentences(a, e.profile)} onLine={onLine} />
        </div>
      ))}
    </section>
  );
}
