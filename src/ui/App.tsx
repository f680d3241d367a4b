/**
 * The page, read as a report (issue 24 §2): the File and View menus on top, then the main path
 * — the file (the editor), the crawlers and URLs (the test panel), the results grid under them.
 */
import { DropZone } from './DropZone.tsx';
import { Editor } from './Editor.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { KeptDocuments } from './KeptDocuments.tsx';
import { LimitsNotice } from './LimitsNotice.tsx';
import { Messages } from './Messages.tsx';
import { Outline } from './Outline.tsx';
import { ExpectationAnnouncer } from './ExpectationAnnouncer.tsx';
import { FileMenu } from './FileMenu.tsx';
import { ProblemsAnnouncer } from './ProblemsAnnouncer.tsx';
import { StatusBar } from './StatusBar.tsx';
import { TestPanel } from './TestPanel.tsx';
import { CompareMenu } from './compare/CompareMenu.tsx';
import { CellExplanation } from './matrix/lazyExplanation.tsx';
import { MatrixPanel } from './matrix/MatrixPanel.tsx';
import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';
import type { RobotsState } from '../state/store.ts';
import { selectCompareOpen } from '../state/compare.ts';
import { useRobots } from './storeContext.ts';
import { usePage } from './pageContext.ts';
import { ViewMenu } from './ViewMenu.tsx';
import { useDrawnStages } from './useDrawnStages.ts';
import { STACKED_QUERY } from '../app/narrow.ts';

/**
 * The coverage views, loaded once a URL set's coverage is there to show (issue 24 §3: the page's
 * start holds only what a first visit uses).
 */
const CoverageViews = lazy(() => import('./coverage/CoverageViews.tsx').then((m) => ({ default: m.CoverageViews })));
const selectHasCoverage = (s: RobotsState) => s.sets.coverage !== null;

/**
 * The comparison's results, loaded when a comparison first opens (issue 24 §3). Kept on the page
 * from then on, as it was when loaded at start: it draws nothing while compare is closed, and its
 * announcement's starting point lasts across a close and an open (ui/useAnnouncement.ts).
 */
const ComparePanel = lazy(() => import('./compare/ComparePanel.tsx').then((m) => ({ default: m.ComparePanel })));

/** The versions' timeline, loaded once versions are opened: it checks each crawler as read (core timeline.ts), off the page's start. */
const TimelinePanel = lazy(() => import('./compare/TimelinePanel.tsx').then((m) => ({ default: m.TimelinePanel })));

export function App() {
  const { session } = usePage();
  const goToLine = session.goToLine;
  // The editor and the page's frame first, the inputs a task later (useDrawnStages.ts). The
  // results come with the inputs where they show on the first screen, beside which the inputs sit;
  // where the panes stack they start below it, and come a task after the inputs have painted.
  const [resultsStage] = useState(() => (matchMedia(STACKED_QUERY).matches ? 2 : 1));
  const drawn = useDrawnStages(resultsStage);
  return (
    <div className="app results-below">
      <header className="topbar">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true">R</span>
          <h1>Robotscope</h1>
          <span className="tagline">robots.txt editor and debugger</span>
        </div>
        <nav className="menubar" aria-label="Menus">
          <ErrorBoundary name="the File menu">
            <FileMenu />
          </ErrorBoundary>
          <ErrorBoundary name="the View menu">
            <ViewMenu />
          </ErrorBoundary>
          <ErrorBoundary name="the compare menu">
            <CompareMenu />
          </ErrorBoundary>
        </nav>
      </header>
      <ErrorBoundary name="the messages">
        <Messages />
      </ErrorBoundary>
      <ErrorBoundary name="the kept documents">
        <KeptDocuments />
      </ErrorBoundary>
      <main className="panes">
        <section className="pane editor-pane" aria-label="robots.txt editor">
          <ErrorBoundary name="the size notice">
            <LimitsNotice />
          </ErrorBoundary>
          <ErrorBoundary name="the editor">
            <Editor />
          </ErrorBoundary>
          <ErrorBoundary name="the summary">
            <StatusBar />
          </ErrorBoundary>
          <ErrorBoundary name="the outline">
            <Outline />
          </ErrorBoundary>
          <ProblemsAnnouncer />
          <ExpectationAnnouncer />
        </section>
        <section className="pane test-pane" aria-label="URL tester">
          {drawn >= 1 && (
            <ErrorBoundary name="the URL test panel">
              <TestPanel />
            </ErrorBoundary>
          )}
        </section>
      </main>
      {drawn >= resultsStage && <Results goToLine={goToLine} />}
      <DropZone />
    </div>
  );
}

/** Under the panes: the comparison, the versions, the results grid, the sets' coverage. */
function Results({ goToLine }: { goToLine(line: number): void }) {
  const { session } = usePage();
  return (
    <>
      <ErrorBoundary name="the comparison">
        <Comparison />
      </ErrorBoundary>
      <ErrorBoundary name="the versions">
        <Versions />
      </ErrorBoundary>
      <ErrorBoundary name="the results">
        <MatrixPanel
          onGoToLine={goToLine}
          onRevealLine={session.revealLine}
          explanation={(
            <ErrorBoundary name="the explanation">
              <CellExplanation onGoToLine={goToLine} />
            </ErrorBoundary>
          )}
        />
      </ErrorBoundary>
      <ErrorBoundary name="the URL sets' coverage">
        <SetCoverage />
      </ErrorBoundary>
    </>
  );
}

function Comparison() {
  const open = useStore(usePage().compare.store, selectCompareOpen);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}><ComparePanel /></Suspense> : null;
}

function Versions() {
  const shown = useStore(usePage().timeline.store, (s) => s.versions.length > 0);
  return shown ? <Suspense fallback={null}><TimelinePanel /></Suspense> : null;
}

function SetCoverage() {
  const shown = useRobots(selectHasCoverage);
  return shown ? <Suspense fallback={null}><CoverageViews /></Suspense> : null;
}
