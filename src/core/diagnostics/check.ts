/**
 * All diagnostics of a parse, in text order. Each check lives in its own file by what it looks
 * at (the raw text, one line, one group); words live in words/diagnosticWords.ts.
 */
import { plainParse } from '../memo.ts';
import { LENIENT_READING, profileSpec, type ProfileSpec } from '../profiles/index.ts';
import type { ReadingChoice } from '../readings.ts';
import type { ParsedRobots } from '../types.ts';
import type { Diagnostic } from './diagnostic.ts';
import { checkBom, checkCharacters, checkEncoding, checkHtml, checkLineLengths, checkSizeLimit } from './fileChecks.ts';
import { checkAiUsage } from './aiChecks.ts';
import { checkDuplicateGroups } from './duplicateGroups.ts';
import { checkGroups } from './groupChecks.ts';
import { checkGroupParity } from './groupParity.ts';
import { checkGooglebotFetches } from './googlebotChecks.ts';
import { checkLineEndings } from './lineEndingCheck.ts';
import { checkLines, checkOutOfGroup } from './lineChecks.ts';
import { Report } from './report.ts';

/**
 * What a caller may be told while the checks run. A big file takes seconds (30 MB: some 4 s on an
 * idle laptop, most of it checkResources' probes before they were batched, agentBatch.ts), so a
 * worker that must prove it is still working (worker/heartbeat.ts: its page's watchdog judges
 * silence, not total time, issue 23) is called back between the checks and at each rule or
 * group of the long ones. Core measures no time.
 */
export interface DiagnoseOptions {
  onProgress?: () => void;
  /**
   * What the person chose (readings.ts ReadingChoice): `documented`, each crawler read as its
   * operator documents, whose file reading is Google's (fileReading), or one reading forced for
   * all. Absent: as the parse says, Google's being `documented`'s. Under a reading forced for all,
   * no crawler is read as its operator documents, and checks that speak of such a crawler's
   * reading say so no more (blank-after-user-agent's note on `*`, group-parity's readers).
   */
  choice?: ReadingChoice;
}

export function diagnose(input: ParsedRobots, options: DiagnoseOptions = {}): Diagnostic[] {
  const tick = options.onProgress ?? (() => {});
  // Its checks read the parse's fields line by line: a deferred parse (bytes over 500 KiB) is read whole, with plain fields.
  const parsed = plainParse(input);
  const spec = profileSpec(parsed.profile);
  const report = new Report(parsed);
  const documented = parsed.profile === LENIENT_READING && (options.choice ?? 'documented') === 'documented';
  const steps: ((p: ParsedRobots, r: Report, s: ProfileSpec, tick: () => void) => void)[] = [
    checkBom, (p, r, s) => checkEncoding(p, r, checkCharacters(p, r, s)), checkHtml, checkLineLengths, checkLineEndings, checkSizeLimit,
    (p, r, s) => checkLines(p, r, s), checkOutOfGroup, (p, r, s, t) => checkGroups(p, r, s, t, documented), checkDuplicateGroups, (p, r, s) => checkGroupParity(p, r, s, documented), checkGooglebotFetches, checkAiUsage,
  ];
  for (const step of steps) {
    step(parsed, report, spec, tick);
    tick();
  }
  return report.finish();
}
