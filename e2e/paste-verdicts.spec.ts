/**
 * A big paste (over BIG_PASTE_CHARS, built into the editor a piece per task: editor/paste.ts)
 * over the example file. While it was built, the page once showed the verdicts, lines and size of
 * the emptied document that stood in for it ("Googlebot: 0 blocked of 5", "1 line · 0 rules",
 * "This document is 0 bytes: it is too big to autosave") as current, for as long as the worker
 * took to read the paste. Every frame is watched: nothing is said of a text the editor does not hold.
 */
import { editor, expect, openApp, test } from './fixtures.ts';

/** What the page shows in one frame, and what the editor holds then. */
interface Frame { lines: number; stale: boolean; updating: boolean; chips: string; status: string; notice: string }

/** The tester's file, smaller: 5.4 MB, over the autosave's 5 MiB and path completion's 250,000 lines. */
const FILLERS = 280_000;
/** Puts the file on the clipboard, built in the page (megabytes need not cross from the test). */
const COPY = `navigator.clipboard.writeText(['User-agent: *', 'Disallow: /private/', 'Disallow: /downloads/', ...Array.from({ length: ${FILLERS} }, (_, i) => 'Disallow: /f' + i + '/')].join('\\n'))`;

/** Records a Frame on every animation frame where something shown changed, until `window.__stopFrames()`. */
function recordFrames(): void {
  const frames: Frame[] = [];
  let last = '';
  let on = true;
  const text = (sel: string) => [...document.querySelectorAll(sel)].map((e) => (e as HTMLElement).innerText).join('; ');
  const w = window as unknown as { __frames: Frame[]; __stopFrames(): void };
  w.__frames = frames;
  w.__stopFrames = () => { on = false; };
  const tick = () => {
    const frame: Frame = {
      lines: window.__robotscope!.view.state.doc.lines,
      stale: document.querySelector('.matrix[data-stale]') !== null,
      updating: document.querySelector('.matrix-updating') !== null,
      chips: text('.summary-chip'),
      status: text('.status-bar > span:first-child') + ' | ' + text('.status-bar .problems'),
      notice: text('[data-testid="limits-notice"]'),
    };
    const key = JSON.stringify(frame);
    if (key !== last) frames.push(frame);
    last = key;
    if (on) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

test('a big paste over the example: until its verdicts come, none of another document is shown as its own', async ({ page }) => {
  // A hang detector, not a budget: the waits are on the page's state.
  test.setTimeout(5 * 60_000);
  await openApp(page);
  const example = 'Googlebot: 2 blocked of 5; bingbot: 1 blocked of 5; GPTBot: 5 blocked of 5; ClaudeBot: 1 blocked of 5; PerplexityBot: 1 blocked of 5; *: 1 blocked of 5';
  await expect(page.locator('.matrix-summaries')).toHaveText(example.replace(/; /g, ''));
  await expect(page.locator('.matrix[data-stale]')).toHaveCount(0);
  const lines = FILLERS + 3;

  await page.evaluate(COPY);
  await editor(page).click();
  await page.evaluate(recordFrames);
  // The first frame recorded before the keys: at load 20 the paste once marked the grid stale before the recorder's
  // first animation frame, so the example was never seen as current (a race of the test, not of the page).
  await page.waitForFunction(() => (window as unknown as { __frames: Frame[] }).__frames.length > 0);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');

  const final = 'Googlebot: 3 blocked of 5; bingbot: 3 blocked of 5; GPTBot: 3 blocked of 5; ClaudeBot: 3 blocked of 5; PerplexityBot: 3 blocked of 5; *: 3 blocked of 5';
  const done = page.locator('.matrix:not([data-stale]) .matrix-summaries');
  await expect(done).toHaveText(final.replace(/; /g, ''), { timeout: 4 * 60_000 });
  await expect(page.locator('.status-bar > span').first()).toHaveText(`${lines.toLocaleString('en-US')} lines · ${(lines - 1).toLocaleString('en-US')} rules · 1 group`);
  await expect(page.getByTestId('limits-notice')).toHaveText(/^This document is 5\.\d MB: Googlebot reads only its first 500 KiB, up to line [\d,]+: the rest is struck through; it is too big for a link \(use Download to share it\); it is too big to autosave \(use Download to keep it\); paths are not suggested as you type, the file has too many lines\.$/);
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: Frame[]; __stopFrames(): void };
    w.__stopFrames();
    return w.__frames;
  });

  // The grid's summaries stand as current only for the example and then the paste; any other
  // state (the emptied document's "0 blocked") is marked "Updating…", grid and summaries faded.
  const shownAsCurrent = new Set(frames.filter((f) => !f.stale && f.chips !== '').map((f) => f.chips));
  expect.soft([...shownAsCurrent]).toEqual([example, final]);
  expect.soft(frames.filter((f) => f.stale && !f.updating)).toEqual([]);
  // The status bar names the editor's own lines, or says the paste is still being read.
  const wrongLines = frames.filter((f) => {
    const said = /^([\d,]+) lines?\b/.exec(f.status);
    return said ? Number(said[1].replace(/,/g, '')) !== f.lines : !f.status.startsWith('Reading the pasted text… | ');
  });
  expect.soft(wrongLines).toEqual([]);
  // The notice never gives another text's size: the paste's own, or that it is still being read.
  const notices = frames.map((f) => f.notice).filter((n) => n !== '');
  expect.soft(notices.filter((n) => !/^This document is (5\.\d MB|still being read):/.test(n))).toEqual([]);
});
