/**
 * The test inputs: which crawlers (chips), under which rules (Profile), which URLs (the URL
 * list). The results grid under the panes answers every URL × crawler (matrix/MatrixPanel.tsx);
 * every change here updates the verdicts live (through the worker).
 */
import { useStore } from 'zustand';
import type { ReadingChoice } from '../core/index.ts';
import { selectProfile, setInputs, store } from '../state/store.ts';
import { CrawlerChips } from './matrix/CrawlerChips.tsx';
import { UrlListField } from './matrix/UrlListField.tsx';

const PROFILE_NAMES: Record<ReadingChoice, string> = {
  documented: 'Each crawler as documented',
  google: 'Google (what Googlebot does)',
  rfc9309: 'RFC 9309 (the standard)',
  draft1996: '1996 draft (the original)',
  bing: 'Bing (what Bingbot does)',
  yandex: 'Yandex (what Yandex robots do)',
};

export function TestPanel() {
  const profile = useStore(store, selectProfile);
  return (
    <div className="test-panel">
      <h2 className="pane-title">Test URLs</h2>
      <div className="inputs">
        <CrawlerChips />
        <div className="field">
          <label htmlFor="profile">Profile</label>
          <select id="profile" value={profile} onChange={(e) => setInputs({ profile: e.currentTarget.value as ReadingChoice })}>
            {(Object.keys(PROFILE_NAMES) as ReadingChoice[]).map((p) => <option key={p} value={p}>{PROFILE_NAMES[p]}</option>)}
          </select>
        </div>
        <UrlListField />
      </div>
    </div>
  );
}
