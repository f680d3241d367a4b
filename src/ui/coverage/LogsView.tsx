/**
 * Logs against the rules (issue 25 §2): per bot of the ticked logs its requests, whether it
 * fetched robots.txt, its hits per verdict and its leak rate (the blocked share), with the first
 * blocked requests and their log lines; where an IP-range file speaks for a bot, its requests
 * verified and spoofed apart. The numbers are the worker's core logCoverage, the very numbers
 * `robotscope coverage --log` prints, in the same words (core words/logWords.ts).
 */
import { IP_CHECK_WORDS, IP_CHECKS, leakRate, LOG_VIEW_WORDS as W, type BotLog } from '../../core/index.ts';
import type { SetCoverageView } from '../../state/store.ts';
import { countText } from '../../core/words/countText.ts';

type Logs = NonNullable<SetCoverageView['logs']>;

const n = countText;

function BotRow({ b }: { b: BotLog }) {
  // Split by IP only where a range file speaks for the bot, as the CLI does.
  const split = b.byIp.unchecked.requests < b.all.requests;
  return (
    <tbody data-testid="log-bot" data-crawler={b.crawler}>
      <tr>
        <th scope="row">{b.crawler}{b.governed ? '' : <span className="hint"> ({W.notGoverned})</span>}</th>
        <td>{n(b.all.requests)}</td>
        <td className="log-robots">{W.robotsTxt(b.all.robotsTxt)}</td>
        <td>{n(b.all.allowed)}</td>
        <td>{n(b.all.blocked)}</td>
        <td>{W.leak(leakRate(b.all))}</td>
      </tr>
      {split && IP_CHECKS.filter((ip) => b.byIp[ip].requests > 0).map((ip) => (
        <tr key={ip} className="log-ip" data-ip={ip}>
          <th scope="row" className="hint" title={IP_CHECK_WORDS[ip]}>{ip}</th>
          <td>{n(b.byIp[ip].requests)}</td>
          <td className="log-robots">{W.robotsTxt(b.byIp[ip].robotsTxt)}</td>
          <td>{n(b.byIp[ip].allowed)}</td>
          <td>{n(b.byIp[ip].blocked)}</td>
          <td>{W.leak(leakRate(b.byIp[ip]))}</td>
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
          <thead><tr><th scope="col">Bot</th><th scope="col">Requests</th><th scope="col">robots.txt</th><th scope="col">Allowed</th><th scope="col">Blocked</th><th scope="col">Leak rate</th></tr></thead>
          {logs.bots.map((b) => <BotRow key={b.crawler} b={b} />)}
        </table>
      )}
    </div>
  );
}
