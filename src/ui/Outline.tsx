/**
 * The outline (issue 10 §5): the file's groups, each with its user-agents, rule count and
 * lines, marked when it applies to the workbench's selected crawler; a click moves the editor
 * to the group. Closed by default; while open it follows the document as analyses arrive.
 */
import { useMemo, useState } from 'react';
import { fileReading } from '../core/index.ts';
import { OUTLINE_MAX_CHARS, outlineCrawler, outlineOf } from '../state/outline.ts';
import { type RobotsState } from '../state/store.ts';
import { usePage } from './pageContext.ts';
import { useRobots } from './storeContext.ts';

const selectVersion = (s: RobotsState) => s.doc.version;
const selectProfile = (s: RobotsState) => s.inputs.profile;
const selectCrawler = (s: RobotsState) => outlineCrawler(s.inputs.crawlers, s.inputs.cell);

function agentsLabel(agents: string[]): string {
  return agents.length > 4 ? `${agents.slice(0, 4).join(', ')} +${agents.length - 4}` : agents.join(', ');
}

function OutlineList() {
  const { session } = usePage();
  const version = useRobots(selectVersion);
  const profile = useRobots(selectProfile);
  const crawler = useRobots(selectCrawler);
  // The text comes from its one owner, the editor, once per version (never for a file past the limit).
  const groups = useMemo(() => {
    const doc = session.view.state.doc;
    return doc.length > OUTLINE_MAX_CHARS ? null : outlineOf(doc.toString(), fileReading(profile), crawler);
  }, [session, version, profile, crawler]);
  if (groups === null) return <p className="outline-note">The file is too large to outline here; fold its groups in the editor instead.</p>;
  if (groups.length === 0) return <p className="outline-note">No groups yet: a group starts with a User-agent line.</p>;
  return (
    <>
      {crawler && <p className="outline-note">Marked: the groups {crawler} reads.</p>}
      <ol className="outline-list">
        {groups.map((g) => (
          <li key={g.startLine}>
            <button type="button" className={g.applies ? 'outline-group applies' : 'outline-group'} onClick={() => session.goToLine(g.startLine)}>
              <span className="outline-agents">{agentsLabel(g.agents)}</span>
              <span className="outline-meta">
                {g.rules} rule{g.rules === 1 ? '' : 's'} · lines {g.startLine}–{g.endLine}
                {g.applies && crawler ? <strong> · applies to {crawler}</strong> : null}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </>
  );
}

export function Outline() {
  const [open, setOpen] = useState(false);
  return (
    <details className="outline" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Outline</summary>
      {open && <OutlineList />}
    </details>
  );
}
