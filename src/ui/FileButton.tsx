/** A button that opens the file chooser for one kind of file (a hidden input does the choosing). */
import { useRef } from 'react';

interface Props {
  label: string;
  /** The hidden input's name, for assistive technology and tests. */
  inputLabel: string;
  testId: string;
  /** The chooser's filter (the input's accept); any file when left out. */
  accept?: string;
  onFile(file: File): void;
}

export function FileButton({ label, inputLabel, testId, accept, onFile }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => input.current?.click()}>{label}</button>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        aria-label={inputLabel}
        data-testid={testId}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          // Emptied, so choosing the same file again is a change too.
          e.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
