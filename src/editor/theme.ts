/**
 * The editor's look. Colours for tokens and marks sit here, next to the class names the
 * highlighter and decorations use, so nothing about the editor's look hides in styles.css.
 * Meaning never rides on colour alone: marks also have outlines, labels or tooltips.
 */
import { EditorView } from '@codemirror/view';

export const robotsTheme = EditorView.theme({
  '&': { height: '100%', fontSize: '14px', backgroundColor: 'var(--editor-bg, #fff)' },
  '.cm-scroller': { fontFamily: 'var(--mono)', lineHeight: '1.55' },
  '.cm-content': { padding: '8px 0' },
  '.cm-gutters': { backgroundColor: 'var(--gutter-bg, #f6f7f9)', borderRight: '1px solid var(--line, #e3e6ea)', color: '#6b7380' },
  '.cm-activeLine': { backgroundColor: 'rgba(60, 110, 230, 0.05)' },
  '.cm-activeLineGutter': { backgroundColor: 'rgba(60, 110, 230, 0.10)' },
  '&.cm-focused': { outline: 'none' },

  '.cm-rtKey': { color: '#1a4fb8', fontWeight: '600' },
  '.cm-rtTypoKey': { color: '#9a5a00', textDecoration: 'underline wavy #d08a00 1px', textUnderlineOffset: '3px' },
  '.cm-rtUnusedKey': { color: '#6b7380', fontWeight: '500', fontStyle: 'italic' },
  '.cm-rtUnknownKey': { color: '#a3262b', fontStyle: 'italic' },
  '.cm-rtSep': { color: '#6b7380' },
  '.cm-rtValue': { color: '#1d6b3a' },
  '.cm-rtWildcard': { color: '#b0168a', fontWeight: '700' },
  '.cm-rtAgent': { color: '#6b2fb3', fontWeight: '600' },
  '.cm-rtIgnored': { color: '#6b7280', textDecoration: 'line-through' },
  '.cm-rtUrl': { color: '#0b6e83' },
  '.cm-rtComment': { color: '#5f6673', fontStyle: 'italic' },
  '.cm-rtInvalid': { color: '#a3262b', textDecoration: 'underline dotted' },

  '.cm-out-of-group': {
    backgroundColor: 'rgba(214, 120, 0, 0.10)',
    boxShadow: 'inset 3px 0 0 #d67800',
  },
  '.cm-winning-rule': {
    backgroundColor: 'rgba(60, 110, 230, 0.16)',
    boxShadow: 'inset 3px 0 0 #3c6ee6',
  },
  '.cm-invalid-char': {
    outline: '1px solid #c4262e',
    outlineOffset: '-1px',
    borderRadius: '2px',
    backgroundColor: 'rgba(196, 38, 46, 0.12)',
    // An invisible character still needs room to be seen.
    display: 'inline-block',
    minWidth: '0.6em',
  },
  '.cm-rtChar': {
    color: '#c4262e',
    fontSize: '0.78em',
    padding: '0 2px',
    fontFamily: 'var(--mono)',
  },
  '.cm-tooltip.cm-tooltip-lint': { maxWidth: '32em' },
  '.cm-diagnosticSource': { fontFamily: 'var(--mono)', fontSize: '0.85em' },
  '.cm-panels': { fontSize: '13px' },
});
