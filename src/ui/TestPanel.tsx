/**
 * The test inputs: under which rules (Profile, beside the title), which crawlers (chips), which
 * URLs (the URL list). The results grid under the panes answers every URL × crawler (matrix/MatrixPanel.tsx);
 * every change here updates the verdicts live (through the worker).
 */
import { READING_CHOICE_WORDS, READING_CHOICES, type ReadingChoice } from '../core/index.ts';
import { selectProfile, setInputs } from '../state/store.ts';
import { CrawlerChips } from './matrix/CrawlerChips.tsx';
import { UrlListField } from './matrix/UrlListField.tsx';
import { useRobots, useSessionStore } from './storeContext.ts';

export function TestPanel() {
  const store = useSessionStore();
  const profile = useRobots(selectProfile);
  return (
    <div className="test-panel">
      {/* The profile beside the title: the crawlers and the URLs, the main path, come first in
          the pane's height (issue 24 §2), and a reading forced for all stays in sight. */}
      <div className="test-head">
        <h2 className="pane-title">Test URLs</h2>
        <div className="field profile-field">
          <label htmlFor="profile">Profile</label>
          <select id="profile" value={profile} onChange={(e) => setInputs(store, { profile: e.currentTarget.value as ReadingChoice })}>
            {READING_CHOICES.map((p) => <option key={p} value={p}>{READING_CHOICE_WORDS[p]}</option>)}
          </select>
        </div>
      </div>
      <div className="inputs">
        <CrawlerChips />
        <UrlListField />
      </div>
    </div>
  );
}
