/**
 * Search and completion (late.ts) come once the person first goes into the editor, or a few
 * seconds after the first analysis is drawn, when the page is idle (issue 24 §3: only what a first
 * verdict needs loads first, and the page's start runs no more than it needs: their chunk's
 * evaluation was a task of 17–22 ms at 1× CPU in the start's traces, 70–90 ms at a phone's 4×).
 * Until they come, a compartment holds small things in their place: a plugin that asks for them
 * (the editor's first focus: a click, a tap, Tab; else the idle moment), and the keys they answer to, so a search or completion key
 * pressed before they are here is not lost to the browser (Ctrl+F would open the browser's find
 * bar, Ctrl+D a bookmark): it loads them at once, then runs. A
 * key that acts only on an open search panel or completion list (Escape, the arrows, Enter)
 * has nothing to act on before they came. The text is never touched: they come by a
 * reconfiguration, a transaction without changes, between the person's own.
 */
import { Compartment, StateField, type Extension } from '@codemirror/state';
import { keymap, ViewPlugin, type Command, type EditorView, type KeyBinding, type ViewUpdate } from '@codemirror/view';
import { whenIdle } from './buildDoc.ts';
import { setAnalysed } from './fixAll.ts';

type Late = typeof import('./late.ts');

/** The keys of late.ts (CodeMirror's searchKeymap and completionKeymap) that do something on their own. */
export const LATE_KEYS: readonly (Pick<KeyBinding, 'key' | 'mac'> & { shifted?: true })[] = [
  { key: 'Mod-f' }, { key: 'F3', shifted: true }, { key: 'Mod-g', shifted: true },
  { key: 'Mod-Shift-l' }, { key: 'Mod-Alt-g' }, { key: 'Mod-d' },
  { key: 'Ctrl-Space' }, { mac: 'Alt-`' }, { mac: 'Alt-i' },
];

const lateCompartment = new Compartment();
let loaded: Late | null = null;
let loading: Promise<Late> | null = null;

function load(): Promise<Late> {
  // A failed load (offline before the service worker held the chunk) is tried again by the next key.
  loading ??= import('./late.ts').then((m) => (loaded = m), (e: unknown) => { loading = null; throw e; });
  return loading;
}

/** Whether the last thing the person did was typing: completion opens on typing (CodeMirror's activateOnTyping). */
const typedLast = StateField.define<boolean>({
  create: () => false,
  update: (typed, tr) => (tr.isUserEvent('input.type') ? true : tr.docChanged || tr.selection ? false : typed),
});

/** late.ts's parts into `view`, unless it holds them already (or never held the compartment). */
function attach(view: EditorView, late: Late): void {
  if (lateCompartment.get(view.state) !== PENDING) return;
  const typed = view.state.field(typedLast, false) === true;
  view.dispatch({ effects: lateCompartment.reconfigure(late.lateExtensions()) });
  // What was typed while completion was on its way gets the list it would have had: a
  // transaction that says "typing" and changes nothing, which is what makes completion look.
  if (typed) view.dispatch({ userEvent: 'input.type' });
}

/** A key pressed before late.ts came: it loads it, puts it in, then runs what the key stands for there. */
function pressedEarly(binding: Pick<KeyBinding, 'key' | 'mac'>, shifted: boolean): Command {
  return (view) => {
    load().then((late) => {
      attach(view, late);
      late.lateCommand(binding, shifted)?.(view);
    }, () => {});
    return true;
  };
}

export const EARLY_BINDINGS: readonly KeyBinding[] = LATE_KEYS.map((b) => ({
  key: b.key,
  mac: b.mac,
  run: pressedEarly(b, false),
  shift: b.shifted && pressedEarly(b, true),
}));


/**
 * How long after the first analysis is drawn late.ts is asked for at the next idle moment, if the
 * editor had no focus before: past the page's start (the first verdicts, the address bar's link,
 * the service worker's registration and its precache), whose tasks Lighthouse counts as blocking
 * and a phone's tap waits behind; its evaluation is one task of 17–22 ms at 1× CPU, 70–90 ms at
 * 4×. A visit that pauses before typing then pays nothing at its first key.
 */
const AFTER_ANALYSIS_MS = 3000;
/** Asked for anyway after this long without an analysis (a worker that does not answer). */
const UNANALYSED_MS = 6000;

/**
 * Asks for late.ts when the editor first has the focus (every key of theirs needs it, and typing
 * can only follow it), else a while after the first analysis is on the page, when it is idle.
 * Their modules run in the task that brings them; they go into the editor at the next idle
 * moment, a task of its own (both in one task held the page 148–183 ms at 4× CPU), never in the
 * middle of an input method's composition. Keys pressed meanwhile are the early bindings' and
 * typedLast's (above).
 */
const askForLate = ViewPlugin.fromClass(class {
  private asked = false;
  private gone = false;
  private cancel = () => {};
  private timer = setTimeout(() => this.ask(), UNANALYSED_MS);

  constructor(private readonly view: EditorView) {
    // A view made with the focus already in it (none is today) asks at once.
    if (view.hasFocus) queueMicrotask(() => this.ask());
  }

  update(u: ViewUpdate): void {
    if (u.focusChanged && u.view.hasFocus) this.ask();
    else if (!this.asked && u.transactions.some((tr) => tr.effects.some((e) => e.is(setAnalysed)))) {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => { this.cancel = whenIdle(() => this.ask()); }, AFTER_ANALYSIS_MS);
    }
  }

  private ask(): void {
    if (this.asked || this.gone) return;
    this.asked = true;
    clearTimeout(this.timer);
    this.cancel();
    void load().then((late) => this.attachWhenIdle(late), () => { this.asked = false; });
  }

  private attachWhenIdle(late: Late): void {
    if (this.gone) return;
    this.cancel = whenIdle(() => {
      if (this.gone) return;
      // A reconfiguration while an input method composes could end the composition early.
      if (this.view.composing) this.attachWhenIdle(late);
      else attach(this.view, late);
    });
  }

  destroy(): void {
    this.gone = true;
    clearTimeout(this.timer);
    this.cancel();
  }
});

/** What the compartment holds until late.ts came. */
const PENDING: Extension = [keymap.of([...EARLY_BINDINGS]), askForLate, typedLast];

/** The editor's late parts: here already once loaded (a state made later, compare's sides), else on their way. */
export function lateParts(): Extension {
  return lateCompartment.of(loaded ? loaded.lateExtensions() : PENDING);
}

/** late.ts loaded and put in `view`, as the plugin does (held from then on, for every state made). */
export async function attachLate(view: EditorView): Promise<void> {
  attach(view, await load());
}
