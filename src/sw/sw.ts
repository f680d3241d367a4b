/// <reference lib="webworker" />
/**
 * The service worker: after one visit the site starts and works with no network (issue 12 §7).
 * It precaches exactly the built files (the list is written in at build time by
 * scripts/serviceWorker.ts) and answers only requests for them; it fetches nothing else, so the
 * privacy promise holds for it too. A new version installs and waits until the page asks it to
 * take over (src/app/serviceWorker.ts), so an update never reloads anyone's work.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;
/** Replaced at build time: every built file with a hash of its content. */
declare const __PRECACHE_MANIFEST__: { url: string; revision: string }[];

cleanupOutdatedCaches();
// `./` and `./?anything` are the page itself (a link's state lives in the fragment, which is
// never part of a request).
precacheAndRoute(__PRECACHE_MANIFEST__, { directoryIndex: 'index.html', ignoreURLParametersMatching: [/.*/] });

// workbox-window's messageSkipWaiting(), sent when the person clicks "Reload".
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
