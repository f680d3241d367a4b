/**
 * Main-thread task lengths from a Chromium trace, in CPU time: the figures of issue 12 §2's
 * limits (no task over 50 ms for a file under 1 MB, over 200 ms for any input the page takes)
 * in bench/cpu-tasks.mjs. Under load, wall time judges the machine: on a 2-core machine at
 * load 12-16 a task's wall time was 1.5 to 6 times its CPU time.
 */

/**
 * The tasks of the threads named `thread` in a trace, as CPU milliseconds (RunTask's `tdur`):
 * 'CrRendererMain' the page's main thread; 'DedicatedWorker thread' every worker of the page
 * (all are named so), the work behind an answer, which a busy machine's wall time hides.
 */
function threadTasks(events, thread) {
  const ids = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === thread).map((e) => `${e.pid}:${e.tid}`));
  return events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && ids.has(`${e.pid}:${e.tid}`))
    .map((e) => (e.tdur ?? e.dur ?? 0) / 1000);
}

/**
 * Runs `work` with the page traced: its value, the renderer's main-thread tasks meanwhile (CPU
 * ms), and its dedicated workers' CPU ms in all.
 */
export async function traced(browser, page, work) {
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline'] });
  try {
    const value = await work();
    const parsed = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const events = Array.isArray(parsed) ? parsed : parsed.traceEvents ?? [];
    return { value, tasks: threadTasks(events, 'CrRendererMain'), workerCpuMs: threadTasks(events, 'DedicatedWorker thread').reduce((a, b) => a + b, 0) };
  } catch (error) {
    await browser.stopTracing().catch(() => {});
    throw error;
  }
}
