/** Save suite / Open suite: the test inputs as a file, to run the same checks again later. */
import { FileButton } from '../FileButton.tsx';
import { usePage } from '../pageContext.ts';
import { saveSuite } from '../../app/suiteFiles.ts';
import { useSessionStore } from '../storeContext.ts';

export function SuiteButtons() {
  const { openJson } = usePage();
  const store = useSessionStore();
  return (
    <>
      <button type="button" onClick={() => saveSuite(store)}>Save suite</button>
      <FileButton label="Open suite" accept=".json,application/json" inputLabel="Test suite file" testId="suite-input" onFile={(file) => void openJson(file, 'suite')} />
    </>
  );
}
