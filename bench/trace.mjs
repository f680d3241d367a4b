/**
 * Main-thread task lengths from a Chromium trace, in CPU time: the figures of issue 12 §2's
 * limits (no task over 50 ms for a file under 1 MB, over 200 ms for any input the page takes)
 * in bench/cpu-tasks.mjs. Under load, wall time judges the machine: on a 2-core machine at
 * load 12-16 a task's wall time was 1.5 to 6 times its CPU time.
 */

/** Main-thread tasks of the page's renderer in a trace, as CPU milliseconds (RunTask's `tdur`). */
function rendererTasks(trace) {
  const parsed = JSON.parse(trace.toString('utf8'));
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents ?? [];
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  return events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`))
    .map((e) => (e.tdur ?? e.dur ?? 0) / 1000);
}

/** Runs `work` with the page traced: its value, and the renderer's main-thread tasks meanwhile (CPU ms). */
export async function traced(browser, page, work) {
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline'] });
  try {
    const value = await work();
    return { value, tasks: rendererTasks(await browser.stopTracing()) };
  } catch (error) {
    await browser.stopTracing().catch(() => {});
    throw error;
  }
}
