// Preloaded into a child `robotscope` by tests (node --import, run-cli.test-helper.ts): writes the
// process's peak memory (maxRSS, in bytes) to $ROBOTSCOPE_MAXRSS_FILE as it exits, so a test can
// hold a command to a memory bound. A SIGTERM (how `serve` is stopped, how an MCP client ends a
// server that outlives its standard input) is measured too, then ends the process as it would.
import { writeFileSync } from 'node:fs';

const file = process.env.ROBOTSCOPE_MAXRSS_FILE;
if (file) {
  const write = () => writeFileSync(file, String(process.resourceUsage().maxRSS * 1024));
  process.on('exit', write);
  process.once('SIGTERM', () => process.exit(143));
}
