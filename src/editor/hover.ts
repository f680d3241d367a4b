/**
 * Hover for robots.txt (CodeMirror `hoverTooltip`). What a hover says, and the words of the
 * vocabulary and registry it draws on, live in hoverAt.ts, loaded the first time the pointer
 * rests on the text (issue 24 §3: the hover docs are not part of the page's start). The
 * tooltip's source may answer with a promise; CodeMirror shows the tooltip when it resolves,
 * and drops it when the pointer has left meanwhile.
 */
import { hoverTooltip, type Tooltip } from '@codemirror/view';

let loading: Promise<typeof import('./hoverAt.ts')> | null = null;

export function robotsHover() {
  return hoverTooltip(async (view, pos): Promise<Tooltip | null> => {
    const { doc } = view.state;
    const { robotsHoverAt, renderHover } = await (loading ??= import('./hoverAt.ts'));
    // `pos` is a place in the text as it was: an edit while the module loaded moves it.
    if (view.state.doc !== doc) return null;
    const content = robotsHoverAt(view.state, pos);
    if (!content) return null;
    return { pos: content.from, end: content.to, above: true, create: () => ({ dom: renderHover(content) }) };
  });
}
