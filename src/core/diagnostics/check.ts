/**
 * All diagnostics of a parse, in text order. Each check lives in its own file by what it looks
 * at (the raw text, one line, one group); words live in words/diagnosticWords.ts.
 */
import { plainParse } from '../memo.ts';
import { profileSpec } from '../profiles/index.ts';
import type { Diagnostic, ParsedRobots } from '../types.ts';
import { checkBom, checkCharacters, checkEncoding, checkHtml, checkLineLengths, checkSizeLimit } from './fileChecks.ts';
import { checkAiUsage } from './aiChecks.ts';
import { checkDuplicateGroups } from './duplicateGroups.ts';
import { checkGroups } from './groupChecks.ts';
import { checkGroupParity } from './groupParity.ts';
import { checkResources, checkSitemapsBlocked } from './googlebotChecks.ts';
import { checkLineEndings } from './lineEndingCheck.ts';
import { checkLines, checkOutOfGroup } from './lineChecks.ts';
import { Report } from './report.ts';

export function diagnose(input: ParsedRobots): Diagnostic[] {
  // Its checks read the parse's fields line by line: a deferred parse (bytes over 500 KiB) is read whole, with plain fields.
  const parsed = plainParse(input);
  const spec = profileSpec(parsed.profile);
  const report = new Report(parsed);
  checkBom(parsed, report);
  const escaped = checkCharacters(parsed, report, spec);
  checkEncoding(parsed, report, escaped);
  checkHtml(parsed, report);
  checkLineLengths(parsed, report, spec);
  checkLineEndings(parsed, report, spec);
  checkSizeLimit(parsed, report, spec);
  checkLines(parsed, report, spec);
  checkOutOfGroup(parsed, report, spec);
  checkGroups(parsed, report, spec);
  checkDuplicateGroups(parsed, report, spec);
  checkGroupParity(parsed, report, spec);
  checkResources(parsed, report, spec);
  checkSitemapsBlocked(parsed, report, spec);
  checkAiUsage(parsed, report);
  return report.finish();
}
