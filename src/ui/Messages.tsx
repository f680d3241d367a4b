/**
 * Messages for the person: errors and warnings in an alert region (a bad link, an unreadable
 * file), notes in a polite one. Both regions are always in the DOM so screen readers announce
 * what appears in them. The region wraps the list: `role=alert` on the <ul> itself would take
 * away its list role and leave the <li>s outside any list (WCAG 1.3.1).
 */
import { dismissMessage, selectMessages, type Message } from '../state/store.ts';
import { useRobots, useSessionStore } from './storeContext.ts';

function MessageItem({ m }: { m: Message }) {
  const store = useSessionStore();
  return (
    <li className={`message message-${m.kind}`}>
      <span className="message-kind">{m.kind === 'error' ? 'Error' : m.kind === 'warning' ? 'Warning' : 'Note'}</span>
      <span className="message-text">{m.text}</span>
      {m.actions.map((a) => (
        <button key={a.label} type="button" onClick={() => { a.run(); dismissMessage(store, m.id); }}>{a.label}</button>
      ))}
      <button type="button" className="message-close" aria-label="Dismiss message" onClick={() => dismissMessage(store, m.id)}>×</button>
    </li>
  );
}

export function Messages() {
  const messages = useRobots(selectMessages);
  const alerts = messages.filter((m) => m.kind !== 'info');
  const notes = messages.filter((m) => m.kind === 'info');
  return (
    <div className="messages">
      <div role="alert">
        <ul className="message-list">{alerts.map((m) => <MessageItem key={m.id} m={m} />)}</ul>
      </div>
      <div aria-live="polite">
        <ul className="message-list">{notes.map((m) => <MessageItem key={m.id} m={m} />)}</ul>
      </div>
    </div>
  );
}
