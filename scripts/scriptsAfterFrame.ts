/**
 * The page's module scripts requested once the static frame has painted (issue 24 §3): the build
 * moves index.html's module <script> and its modulepreload links into `<template id="page-scripts">`
 * (a template's content is inert: nothing in it is fetched or run), and index.html's last inline
 * script (pageScriptsLoader) writes them into <head> once the browser reports the frame's first
 * contentful paint.
 *
 * Why: the frame (index.html's header, panes and the example's text, its styles inline) is the
 * page's largest paint, and nothing of it needs a script. Lighthouse's simulated largest paint
 * counts every request that had come in before the paint it observed as blocking that paint,
 * whatever its priority (module scripts leave no `EvaluateScript` event that would show them run
 * after it). On a server as near as localhost the 330 kB of chunks came in before the frame's
 * first paint whenever the machine was a little slow, and the simulated largest paint was ~3.0 s
 * (the chunks over slow 4G) instead of ~1.0 s: 2 runs of 3 at idle. `fetchpriority="low"` (this
 * plugin before) kept them out of the simulated first paint only, whose graph leaves out
 * low-priority requests; the largest paint's keeps them. Requested after the paint, they are in
 * neither, at their default priority, and the frame is the largest paint in every run.
 */
import type { Plugin } from 'vite';

/** What the build writes for the page's start: the entry's module script and its modulepreload links. */
const START_TAG = /<script\b[^>]*\btype="module"[^>]*><\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>/g;
/** The id index.html's loader reads; the loader must name it (holdStartScripts refuses a page whose loader does not). */
export const TEMPLATE_ID = 'page-scripts';

/** `html` with its start tags held in one template, where the first of them stood. */
export function holdStartScripts(html: string): string {
  const tags = html.match(START_TAG) ?? [];
  if (tags.length === 0) return html;
  if (!html.includes(`getElementById('${TEMPLATE_ID}')`)) throw new Error(`index.html has no inline script that loads the <template id="${TEMPLATE_ID}">: the page would never start`);
  let held = false;
  return html.replace(START_TAG, () => {
    if (held) return '';
    held = true;
    return `<template id="${TEMPLATE_ID}">${tags.join('')}</template>`;
  });
}

export function scriptsAfterFrame(): Plugin {
  return {
    name: 'robotscope:scripts-after-frame',
    apply: 'build',
    // After Vite wrote the entry's <script> and its modulepreload links.
    transformIndexHtml: { order: 'post', handler: (html) => holdStartScripts(html) },
  };
}
