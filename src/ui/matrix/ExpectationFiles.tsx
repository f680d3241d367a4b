/** Export expectations / Import expectations: the file `robotscope test --expect` reads (expectationFiles.ts). */
import { exportExpectations } from '../../app/expectationFiles.ts';
import { FileButton } from '../FileButton.tsx';
import { usePage } from '../pageContext.ts';
import { useRobots, useSessionStore } from '../storeContext.ts';

export function ExpectationFiles() {
  const store = useSessionStore();
  const { openJson } = usePage();
  const none = useRobots((s) => s.inputs.expectations.length === 0);
  return (
    <>
      <button
        type="button" onClick={() => exportExpectations(store)} disabled={none}
        title={none ? 'No expectations yet: select a cell and mark what it must be' : 'The JSON file robotscope test --expect reads'}
      >
        Export expectations
      </button>
      <FileButton
        label="Import expectations" accept=".json,application/json" inputLabel="Expectations file" testId="expectations-input" onFile={(file) => void openJson(file, 'expectations')}
      />
    </>
  );
}
