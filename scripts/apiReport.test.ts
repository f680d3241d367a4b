/** The committed API report is the code's (issue 27 §2): a change to the public API shows in review. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { apiReport, ENTRIES } from './apiReport.ts';

it.each(ENTRIES)('the report of $name is the API of its entry as it is (else: npm run api:report, and review the change)', (entry) => {
  expect(readFileSync(entry.report, 'utf8')).toBe(apiReport(entry));
}, 180_000);
