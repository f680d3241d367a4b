/**
 * Logs against the rules (issue 25 §2): per bot of the ticked logs its requests, whether it
 * fetched robots.txt, its hits per verdict and its leak rate (the blocked share), with the first
 * blocked requests and their log lines; where an IP-range file speaks for a bot, its requests
 * verified, spoofed and unchecked apart (even when none could be checked: the person is told, not
 * shown a bot as if no range file were open). On a narrow screen each bot is a card, its verdict
 * figures first, each under its column's name (styles.css), so none is off to the right. The
 * numbers are the worker's core logCoverage, the very numbers `robotscope coverage --log`
 * prints, in the same words (core words/logWords.ts).
 */
import { IP_CHECK_WORDS, IP_CHECKS, leakRate, LOG_VIEW_WORDS as W, type BotLog } from '../../core/index.ts';
import type { SetCoverageView } from '../../state/store.ts';
import { countText } from '../../core/words/countText.ts';

type Logs = NonNullable<SetCoverageView['logs']>;

const n = countText;

const C = W.columns;

/** A row's figures, each cell labelled with its column for the narrow screen's cards. */
function Hits({ h }: { h: BotLog['all'] }) {
  return (
    <>
      <td className="log-requests" data-label={C.requests}>{n(h.requests)}</td>
      <td className="log-robots" data-label={C.robotsTxt}>{W.robotsTxt(h.robotsTxt)}</td>
      <td data-label={C.allowed}>{n(h.allowed)}</td>
      <td data-label={C.blocked}>{n(h.blocked)}</td>
      <td data-label={C.leak}>{W.leak(leakRate(h))}</td>
    </>
  );
}

function BotRow({ b }: { b: BotLog }) {
  // Split by IP where a range file speaks for the bot (core BotLog.ipChecked): its requests no IP could be checked for are said.
  const split = b.ipChecked;
  return (
    <tbody data-testid="log-bot" data-crawler={b.crawler}>
      <tr>
        <th scope="row">{b.crawler}{b.governed ? '' : <span className="hint"> ({W.notGoverned})</span>}</th>
        <Hits h={b.all} />
      </tr>
      {split && IP_CHECKS.filter((ip) => b.byIp[ip].requests > 0).map((ip) => (
        <tr key={ip} className="log-ip" data-ip={ip}>
          <th scope="row" className="hint" title={IP_CHECK_WORDS[ip]}>{ip}</th>
          <Hits h={b.byIp[ip]} />
        </tr>
      ))}
      {b.blockedExamples.length > 0 && (
        <tr className="log-examples"><td colSpan={6}>{b.blockedExamples.map((r, i) => <div key={i}>blocked: <code>{W.blocked(r)}</code></div>)}</td></tr>
      )}
    </tbody>
  );
}

export function LogsView({ logs }: { logs: Logs }) {
  return (
    <div>
      <p data-testid="logs-total">{logs.files.join(', ')}: {W.total(logs.requests, logs.notBots, logs.notRead)}</p>
      {logs.bots.length === 0 ? <p className="hint">{W.noBot}</p> : (
        <table className="coverage-table log-table">
          <thead><tr><th scope="col">Bot</th>{Object.values(C).map((c) => <th scope="col" key={c}>{c}</th>)}</tr></thead>
          {logs.bots.map((b) => <BotRow key={b.crawler} b={b} />)}
        </table>
      )}
    </div>
  );
}
