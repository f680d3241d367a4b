/** The entry: fill the store (link > autosave > example), then mount the page. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootState, openFragment, watchAutosave } from './ui/boot.ts';
import { App } from './ui/App.tsx';
import { scheduleAddressBar, watchAddressBar } from './ui/share.ts';
import './styles.css';

async function main(): Promise<void> {
  const source = await bootState();
  watchAutosave(source === 'link');
  watchAddressBar();
  scheduleAddressBar();
  // A link pasted into the address bar of an open tab.
  addEventListener('hashchange', () => { if (location.hash.length > 1) void openFragment(location.hash); });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void main();
