/** Save suite / Open suite: the test inputs as a file, to run the same checks again later. */
import { useRef } from 'react';
import { openSuite, saveSuite } from './suiteFiles.ts';

export function SuiteButtons() {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={saveSuite}>Save suite</button>
      <button type="button" onClick={() => input.current?.click()}>Open suite</button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".json,application/json"
        aria-label="Test suite file"
        data-testid="suite-input"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void openSuite(file);
        }}
      />
    </>
  );
}
