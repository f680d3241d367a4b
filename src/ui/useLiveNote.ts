/**
 * The words of a polite live region that may repeat: each time they are said they go in as a new
 * node (the key changes), and a screen reader reads what is added to a live region. The same text
 * set again changes nothing in the page, so it was read once: "bingbot is already in the list."
 * after a second Enter said nothing. The region itself stays in the page, as live regions must.
 */
import { useCallback, useState } from 'react';

export interface LiveNote {
  text: string;
  /** One more each time the note is said: the key of the node holding it. */
  said: number;
}

export function useLiveNote(): [LiveNote, (text: string) => void] {
  const [note, setNote] = useState<LiveNote>({ text: '', said: 0 });
  const say = useCallback((text: string) => setNote((n) => ({ text, said: n.said + 1 })), []);
  return [note, say];
}
