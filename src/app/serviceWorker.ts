/**
 * Registers the service worker (src/sw/sw.ts), which keeps the site working with no network.
 * When a new version has been downloaded it waits; the person is told and decides when to
 * reload, so an update never interrupts an edit.
 */
import { Workbox } from 'workbox-window';
import type { MessageAction } from '../state/store.ts';

export const UPDATE_MESSAGE = 'Update available: a new version of Robotscope is ready.';

function takeOver(wb: Workbox, registration: ServiceWorkerRegistration | undefined): void {
  // Autosave keeps what was typed across the reload (state/autosave.ts).
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
  if (registration?.waiting) wb.messageSkipWaiting();
  else location.reload(); // another tab already let the new version take over
}

/**
 * `offer`: says the update is there, with the button that takes it (the page's messages). Given,
 * not imported: this module loads after the first verdicts (main.tsx), alone with workbox-window.
 */
export function registerServiceWorker(offer: (text: string, action: MessageAction) => void): void {
  // The dev server builds no service worker; an old one would serve stale files during development.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('./sw.js', { scope: './' });
  let registration: ServiceWorkerRegistration | undefined;
  // 'waiting' also fires for a newer worker another tab installed (isExternal).
  wb.addEventListener('waiting', () => {
    offer(UPDATE_MESSAGE, { label: 'Reload', run: () => takeOver(wb, registration) });
  });
  void wb.register().then((r) => { registration = r; }, () => {
    // No service worker (a private window, a host without HTTPS): the site still works online.
  });
}
