/** The entry: fill the store (link > autosave > example), then mount the page. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootState, openFragment, watchAutosave, type BootSource } from './ui/boot.ts';
import { showMessage } from './state/store.ts';
import { App } from './ui/App.tsx';
import { startTheme } from './ui/EditorActions.tsx';
import { registerServiceWorker } from './ui/serviceWorker.ts';
import { scheduleAddressBar, watchAddressBar } from './ui/share.ts';
import './styles.css';
import './dark.css';

async function main(): Promise<void> {
  startTheme();
  let source: BootSource = 'example';
  try {
    source = await bootState();
  } catch (e) {
    // The page must come up whatever the saved state or the link holds.
    showMessage('error', `Robotscope could not restore its last state (${String(e)}); it started with what it could.`);
  }
  watchAutosave(source === 'link');
  watchAddressBar();
  scheduleAddressBar();
  // A link pasted into the address bar of an open tab.
  addEventListener('hashchange', () => { if (location.hash.length > 1) void openFragment(location.hash); });
  registerServiceWorker();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void main();
