/**
 * The page's module scripts fetched at low priority (`fetchpriority="low"` on index.html's module
 * <script> and its modulepreload links), since the first paint does not wait for them (issue 24 §3).
 *
 * Why: the static frame (index.html's header, panes and the example's text, its styles inline)
 * paints once the HTML is read; the scripts only replace it. At their default priority (High)
 * Chromium's network log says otherwise, and Lighthouse's simulated first paint takes it at its
 * word: every High-priority script that had come in before the paint it observed is counted as
 * blocking that paint (module scripts leave no `EvaluateScript` event that would show them run
 * after it), so on a server as near as localhost, where the 330 kB of chunks often come in before
 * the frame's first paint, the simulated first and largest paints were 2.2–2.4 s and 2.9–3.1 s
 * (the chunks over slow 4G) instead of ~0.9 s. Low is also the truth for a real browser: nothing
 * of the first paint needs them, and nothing else of the page's start competes with them.
 */
import type { Plugin } from 'vite';

const MODULE_SCRIPT = /<script\b(?=[^>]*\btype="module")(?![^>]*\bfetchpriority=)/g;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")(?![^>]*\bfetchpriority=)/g;

/** `html` with `fetchpriority="low"` on each module script and modulepreload link that names none. */
export function lowPriorityScripts(html: string): string {
  return html.replace(MODULE_SCRIPT, '<script fetchpriority="low"').replace(MODULE_PRELOAD, '<link fetchpriority="low"');
}

export function scriptsAfterFrame(): Plugin {
  return {
    name: 'robotscope:scripts-after-frame',
    apply: 'build',
    // After Vite wrote the entry's <script> and its modulepreload links.
    transformIndexHtml: { order: 'post', handler: (html) => lowPriorityScripts(html) },
  };
}
