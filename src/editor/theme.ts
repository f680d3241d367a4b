/**
 * The editor's look. Colours for tokens and marks sit here, next to the class names the
 * highlighter and decorations use, so nothing about the editor's look hides in styles.css.
 * Meaning never rides on colour alone: marks also have outlines, labels or tooltips.
 */
import { EditorView } from '@codemirror/view';

/** What every editor of the page shares (the robots.txt editor and the URL list): hint, gutters, focus ring. */
export const editorChrome = {
  // The empty-editor hint: CodeMirror's own grey (#888) is 3.5:1, under WCAG AA's 4.5:1.
  '.cm-placeholder': { color: 'var(--muted, #5d6676)', fontStyle: 'italic' },
  '.cm-gutters': { backgroundColor: 'var(--gutter-bg, #f6f7f9)', borderRight: '1px solid var(--line, #e3e6ea)', color: 'var(--muted, #5d6676)' },
  // A text field shows where the keys go: the same ring as every other control (WCAG 2.4.7).
  // Drawn on a layer above the sticky gutters (z-index 200), which would cover an outline, and
  // inside the editor, where the pane's rounded, clipped border cannot cut it.
  '&.cm-focused': { outline: 'none' },
  '&.cm-focused::after': {
    content: '""', position: 'absolute', inset: '0', zIndex: '300', pointerEvents: 'none',
    border: '2px solid var(--accent, #2f5bd3)',
  },
};

/**
 * Lint's wavy underline (6×3 px, repeated along the text's foot), in gradients: @codemirror/lint
 * draws it, and its gutter markers, as SVG data URLs, and the browser builds an SVG document for
 * each one the first time a style needs it, in the style recalculation: six of them (three
 * underlines, three markers) were 90 of that recalculation's 104 ms at 4× CPU in a trace of the
 * page's start, in the frame that drew the first answers (issue 24 §3). Same colours, same shapes.
 */
const squiggle = (color: string) => ({
  backgroundImage: `linear-gradient(45deg, transparent 65%, ${color} 80%, transparent 90%), linear-gradient(135deg, transparent 5%, ${color} 15%, transparent 35%)`,
  backgroundSize: '6px 3px',
});
/** A gutter marker (1em square, lint's .cm-lint-marker) drawn with borders: an image no more. */
const marker = (fill: string, stroke: string, shape: object) => ({ content: 'normal', boxSizing: 'border-box', backgroundColor: fill, border: `0.15em solid ${stroke}`, ...shape });
const lintMarks = {
  '.cm-lintRange-error': squiggle('#f11'),
  '.cm-lintRange-warning': squiggle('orange'),
  '.cm-lintRange-info': squiggle('#999'),
  '.cm-lintRange-hint': squiggle('#66d'),
  // A circle, a triangle, a square, as lint draws them: meaning never rides on colour alone.
  '.cm-lint-marker-error': marker('#f87', '#f43', { borderRadius: '50%', transform: 'scale(0.85)' }),
  '.cm-lint-marker-warning': marker('#fe8', '#fd7', { border: 'none', backgroundColor: '#fd7', clipPath: 'polygon(50% 8%, 95% 90%, 5% 90%)' }),
  '.cm-lint-marker-info': marker('#aaf', '#77e', { transform: 'scale(0.8)' }),
};

export const robotsTheme = EditorView.theme({
  '&': { height: '100%', fontSize: '14px', backgroundColor: 'var(--editor-bg, #fff)' },
  '.cm-scroller': { fontFamily: 'var(--mono)', lineHeight: '1.55' },
  '.cm-content': { padding: '8px 0' },
  ...editorChrome,
  '.cm-activeLine': { backgroundColor: 'rgba(60, 110, 230, 0.05)' },
  '.cm-activeLineGutter': { backgroundColor: 'rgba(60, 110, 230, 0.10)' },

  '.cm-rtKey': { color: 'var(--rt-key, #1a4fb8)', fontWeight: '600' },
  '.cm-rtTypoKey': { color: 'var(--rt-typo, #9a5a00)', textDecoration: 'underline wavy #d08a00 1px', textUnderlineOffset: '3px' },
  '.cm-rtUnusedKey': { color: 'var(--rt-unused, #6b7380)', fontWeight: '500', fontStyle: 'italic' },
  // AI-usage keys (Content-Signal, Content-Usage, License): read by AI crawlers, ignored by Google's matcher.
  '.cm-rtAiKey': { color: 'var(--rt-ai, var(--rt-agent, #7a3e9d))', fontWeight: '600', fontStyle: 'normal' },
  '.cm-rtUnknownKey': { color: 'var(--rt-unknown, #a3262b)', fontStyle: 'italic' },
  '.cm-rtSep': { color: 'var(--rt-unused, #6b7380)' },
  '.cm-rtValue': { color: 'var(--rt-value, #1d6b3a)' },
  '.cm-rtWildcard': { color: 'var(--rt-wildcard, #b0168a)', fontWeight: '700' },
  '.cm-rtAgent': { color: 'var(--rt-agent, #6b2fb3)', fontWeight: '600' },
  '.cm-rtIgnored': { color: 'var(--rt-ignored, #6b7280)', textDecoration: 'line-through' },
  '.cm-rtUrl': { color: 'var(--rt-url, #0b6e83)' },
  '.cm-rtComment': { color: 'var(--rt-comment, #5f6673)', fontStyle: 'italic' },
  '.cm-rtInvalid': { color: 'var(--rt-unknown, #a3262b)', textDecoration: 'underline dotted' },

  '.cm-out-of-group': {
    backgroundColor: 'rgba(214, 120, 0, 0.10)',
    boxShadow: 'inset 3px 0 0 #d67800',
  },
  // Googlebot never reads past its 500 KiB: the text there is greyed and struck, with a title.
  '.cm-past-limit, .cm-past-limit *': { color: '#8a909a !important', textDecoration: 'line-through' },
  '.cm-past-limit': { backgroundColor: 'rgba(120, 126, 136, 0.08)' },
  '.cm-limit-line': { boxShadow: 'inset 3px 0 0 #8a909a' },
  '.cm-winning-rule': {
    backgroundColor: 'rgba(60, 110, 230, 0.16)',
    boxShadow: 'inset 3px 0 0 #3c6ee6',
  },
  // The selected change's cause in compare (causeMarks.ts): the groups switched between, the rule removed or added.
  '.cm-cause-line': { backgroundColor: 'rgba(176, 96, 0, 0.14)', boxShadow: 'inset -3px 0 0 #b06000' },
  // A rule that breaks an expectation (expectationMarks.ts): a diagnostic's red, and its words after it.
  '.cm-brokenExpectation': { backgroundColor: 'rgba(196, 38, 46, 0.08)', boxShadow: 'inset 3px 0 0 #c4262e' },
  '.cm-brokenExpectationNote': {
    marginLeft: '1.5em', padding: '0 6px', borderRadius: '4px', fontFamily: 'system-ui, sans-serif', fontSize: '0.85em',
    color: 'var(--rt-unknown, #a3262b)', border: '1px solid currentColor', whiteSpace: 'normal',
  },
  '.cm-invalid-char': {
    outline: '1px solid #c4262e',
    outlineOffset: '-1px',
    borderRadius: '2px',
    backgroundColor: 'rgba(196, 38, 46, 0.12)',
    // Plain inline, never inline-block: a line of a binary file read as text holds thousands of
    // these, and each inline-block is its own layout box (issue 12 §2: 0360, a PNG, froze the
    // page); nested inline-blocks are also what overflowed Chromium's layout stack (issue 12 §1).
    // An invisible character keeps its room from the placeholder drawn inside (.cm-rtChar).
    display: 'inline',
  },
  '.cm-rtChar': {
    // Small text on a tinted mark, on a tinted active line: still 4.5:1 (WCAG 1.4.3).
    color: 'var(--rt-char, #96151c)',
    fontSize: '0.78em',
    padding: '0 2px',
    fontFamily: 'var(--mono)',
  },
  // Letters drawn from bytes in the encoding assumed (specialChars.ts DecodedRunWidget): readable
  // as text, marked as not being the UTF-8 letters they look like (the tooltip says why).
  '.cm-rtDecoded': { textDecoration: 'underline dotted #c4262e', textUnderlineOffset: '3px', textDecorationThickness: '1.5px' },
  '.cm-tooltip.cm-tooltip-lint': { maxWidth: '32em' },
  ...lintMarks,
  // Ctrl+. : the quick fixes at the cursor, one button each.
  '.cm-quickFixes': { display: 'flex', flexDirection: 'column', padding: '4px', gap: '2px', minWidth: '14em' },
  '.cm-quickFix': {
    textAlign: 'left', minHeight: '28px', padding: '3px 10px', border: '1px solid transparent', borderRadius: '5px',
    background: 'transparent', color: 'inherit', font: 'inherit', cursor: 'pointer',
  },
  '.cm-quickFix:hover, .cm-quickFix:focus-visible': { backgroundColor: 'var(--accent-soft, #e8eefc)', outline: '2px solid var(--accent, #2f5bd3)', outlineOffset: '-2px' },
  // Hover (hover.ts): a title, then short sections; wide enough for a crawler list, never the page.
  // Never taller than most of the screen: what does not fit scrolls inside it.
  '.cm-tooltip .cm-rtHover': { maxWidth: '34em', maxHeight: '60vh', overflowY: 'auto', padding: '6px 10px', fontFamily: 'system-ui, sans-serif', fontSize: '13px', lineHeight: '1.4' },
  '.cm-rtHoverTitle': { fontWeight: '700', fontFamily: 'ui-monospace, monospace', marginBottom: '4px', overflowWrap: 'anywhere' },
  '.cm-rtHoverHeading': { fontWeight: '600', color: 'var(--muted, #4a5260)', marginTop: '6px' },
  '.cm-rtHover p': { margin: '0', overflowWrap: 'anywhere' },
  '.cm-diagnosticSource': { fontFamily: 'var(--mono)', fontSize: '0.85em', opacity: '1', color: 'var(--muted, #5d6676)' },
  '.cm-panels': { fontSize: '13px' },
  '.cm-sr-only': {
    position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap',
  },

  // The panels' own controls: readable text and targets of at least 24 px (WCAG 2.5.8).
  '.cm-panel .cm-textfield, .cm-panel .cm-button': { fontSize: '13px', minHeight: '26px' },
  '.cm-panel.cm-search label': { fontSize: '13px', display: 'inline-flex', alignItems: 'center', minHeight: '26px' },
  '.cm-panel.cm-search input[type=checkbox]': { width: '16px', height: '16px' },
  '.cm-panel [name=close]': { minWidth: '28px', minHeight: '28px', fontSize: '18px', lineHeight: '1', cursor: 'pointer' },
});
