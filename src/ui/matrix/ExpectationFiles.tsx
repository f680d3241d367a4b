/** Export expectations / Import expectations: the file `robotscope test --expect` reads (expectationFiles.ts). */
import { useStore } from 'zustand';
import { store } from '../../state/store.ts';
import { exportExpectations, importExpectations } from '../../app/expectationFiles.ts';
import { FileButton } from '../FileButton.tsx';

export function ExpectationFiles() {
  const none = useStore(store, (s) => s.inputs.expectations.length === 0);
  return (
    <>
      <button
        type="button" onClick={exportExpectations} disabled={none}
        title={none ? 'No expectations yet: select a cell and mark what it must be' : 'The JSON file robotscope test --expect reads'}
      >
        Export expectations
      </button>
      <FileButton
        label="Import expectations" accept=".json,application/json" inputLabel="Expectations file" testId="expectations-input" onFile={(file) => void importExpectations(file)}
      />
    </>
  );
}
