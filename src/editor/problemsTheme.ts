/**
 * The problems panel's look (problemsPanel.ts). It takes at most about half the editor's height
 * (the lint panel it replaces held two entries), rows are at least 26 px high (WCAG 2.5.8), and
 * colours come from the page's variables, so the dark theme (dark.css) re-colours it.
 */
import { EditorView } from '@codemirror/view';

const control = {
  font: 'inherit', color: 'inherit', background: 'transparent', border: '1px solid transparent', borderRadius: '5px',
  minHeight: '26px', padding: '2px 6px', textAlign: 'left', cursor: 'pointer',
};

export const problemsTheme = EditorView.theme({
  // The bottom panels share the editor's height with the text: the text keeps the larger part.
  '.cm-panels-bottom': { maxHeight: '55%', display: 'flex', flexDirection: 'column' },
  '.cm-problems': { display: 'flex', flexDirection: 'column', minHeight: '0', fontFamily: 'var(--sans, system-ui, sans-serif)', fontSize: '13px' },
  '.cm-problems-head': {
    display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '6px', padding: '4px 8px',
    borderBottom: '1px solid var(--line, #e3e6ea)',
  },
  '.cm-problems-title': { fontSize: '13px', fontWeight: '700', margin: '0 6px 0 0' },
  '.cm-problems-filter': { display: 'flex', flexWrap: 'wrap', gap: '4px' },
  '.cm-problems-severity': {
    ...control, borderColor: 'var(--border, #c5cbd6)', borderRadius: '999px', padding: '1px 10px 1px 8px',
    display: 'inline-flex', alignItems: 'center', gap: '5px',
  },
  '.cm-problems-severity[aria-pressed=true]': { backgroundColor: 'var(--accent-soft, #e8eefc)', borderColor: 'var(--accent, #2f5bd3)' },
  '.cm-problems-severity[aria-pressed=false]': { color: 'var(--muted, #5d6676)', textDecoration: 'line-through' },
  // A severity's dot: the shape a colour-blind reader can tell apart too (round, diamond, square).
  '.cm-problems-severity::before, .cm-problems-icon': {
    content: '""', display: 'inline-block', flex: 'none', width: '8px', height: '8px', borderRadius: '50%', alignSelf: 'center',
  },
  '.cm-problems-error.cm-problems-severity::before, .cm-problems-error .cm-problems-icon': { backgroundColor: 'var(--blocked, #a8232b)' },
  '.cm-problems-warning.cm-problems-severity::before, .cm-problems-warning .cm-problems-icon': {
    backgroundColor: 'var(--warn, #8a5300)', borderRadius: '1px', transform: 'rotate(45deg)',
  },
  '.cm-problems-info.cm-problems-severity::before, .cm-problems-info .cm-problems-icon': { backgroundColor: 'var(--accent, #2f5bd3)', borderRadius: '1px' },
  '.cm-problems-close': { ...control, marginLeft: 'auto', minWidth: '28px', fontSize: '18px', lineHeight: '1', textAlign: 'center' },
  '.cm-problems-list': { flex: '1 1 auto', minHeight: '0', overflow: 'auto', padding: '2px 0 4px' },
  '.cm-problems-row': { display: 'flex', alignItems: 'flex-start', gap: '4px', padding: '0 8px' },
  '.cm-problems-items': { listStyle: 'none', margin: '0', padding: '0' },
  '.cm-problems-item': { paddingLeft: '30px' },
  '.cm-problems-toggle, .cm-problems-go': { ...control, flex: '1 1 auto', minWidth: '0', display: 'flex', alignItems: 'baseline', gap: '7px' },
  '.cm-problems-chevron': { width: '1em', flex: 'none', color: 'var(--muted, #5d6676)' },
  '.cm-problems-groupTitle': { fontWeight: '600' },
  '.cm-problems-count': { flex: 'none', padding: '0 7px', borderRadius: '999px', backgroundColor: 'var(--line, #e3e6ea)', fontSize: '12px' },
  '.cm-problems-line': { flex: 'none', minWidth: '5.2em', fontFamily: 'var(--mono, monospace)', fontSize: '12px', color: 'var(--muted, #5d6676)' },
  // One line each, so many fit; the one in focus shows all its words.
  '.cm-problems-message': { minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '.cm-problems-go:focus .cm-problems-message, .cm-problems-go:hover .cm-problems-message': { whiteSpace: 'normal' },
  '.cm-problems-fix, .cm-problems-fixAll': { ...control, flex: 'none', color: 'var(--accent, #2f5bd3)', whiteSpace: 'nowrap' },
  '.cm-problems-fixAll': { borderColor: 'var(--accent, #2f5bd3)', fontWeight: '600' },
  '.cm-problems-list button:hover': { backgroundColor: 'var(--accent-soft, #e8eefc)' },
  '.cm-problems button:focus-visible': { outline: '2px solid var(--accent, #2f5bd3)', outlineOffset: '-2px' },
  // A narrow screen: a problem's words take the row's width, two lines of it (beside its fix they
  // had some 75 px at 390 px, "This Disallo…"), its fix under them, and less indent.
  '@media (max-width: 640px)': {
    '.cm-problems-item': { paddingLeft: '12px' },
    '.cm-problems-item.cm-problems-row': { flexWrap: 'wrap' },
    '.cm-problems-item .cm-problems-go': { flexBasis: '100%' },
    '.cm-problems-item .cm-problems-fix': { marginLeft: 'auto' },
    '.cm-problems-message': { whiteSpace: 'normal', display: '-webkit-box', WebkitLineClamp: '2', WebkitBoxOrient: 'vertical' },
    '.cm-problems-go:focus .cm-problems-message, .cm-problems-go:hover .cm-problems-message': { WebkitLineClamp: 'unset' },
  },
  '.cm-problems-empty': { margin: '6px 14px', color: 'var(--muted, #5d6676)' },
});
