/**
 * Every shared conformance case, fed through the real `robotscope batch` under its file's
 * profile, the way ../../../shared/tools/conformance-check does: the verdict and, where the
 * case names one, the deciding line must agree on every case (testdata/conformance/README.md).
 */
import { describe, expect, it } from 'vitest';
import { basename } from 'node:path';
import { conformanceFiles, emptyTally, loadCases, profileOf, tallyCase, toRequest } from './conformance-cases.ts';
import { runCli } from './run-cli.test-helper.ts';

describe('robotscope batch agrees with the conformance files', () => {
  for (const file of conformanceFiles()) {
    const profile = profileOf(file);
    it(`${basename(file)} under the ${profile} profile`, async () => {
      const cases = loadCases(file);
      const input = cases.map((c) => JSON.stringify(toRequest(c)) + '\n').join('');
      const run = await runCli(['batch', '--profile', profile], input);
      expect(run.code, run.stderr).toBe(0);
      const answers = run.stdout.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l));
      expect(answers).toHaveLength(cases.length);
      const tally = emptyTally();
      cases.forEach((c, i) => tallyCase(tally, c, answers[i]));
      console.log(
        `${basename(file)} (${profile}): verdict ${tally.verdictOk}/${tally.cases}, ` +
          `deciding line ${tally.lineOk}/${tally.withLine}` +
          tally.misses.map((m) => `\n  miss ${m}`).join(''),
      );
      expect(tally.misses).toEqual([]);
      expect(tally.verdictOk).toBe(tally.cases);
      expect(tally.lineOk).toBe(tally.withLine);
    }, 180_000);
  }
});
