/** The committed API report is the code's (issue 27 §2): a change to the public API shows in review. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { apiReport, REPORT } from './apiReport.ts';

it('src/core/index.api.md is the API of src/core/index.ts as it is (else: npm run api:report, and review the change)', () => {
  expect(readFileSync(REPORT, 'utf8')).toBe(apiReport());
}, 180_000);
