/** A button that opens the file chooser for one kind of file (a hidden input does the choosing). */
import { useRef } from 'react';

interface Props {
  label: string;
  /** The hidden input's name, for assistive technology and tests. */
  inputLabel: string;
  testId: string;
  /** The chooser's filter (the input's accept); any file when left out. */
  accept?: string;
  /** Several files at once (onFiles gets them all). */
  multiple?: boolean;
  onFile?(file: File): void;
  onFiles?(files: File[]): void;
}

export function FileButton({ label, inputLabel, testId, accept, multiple, onFile, onFiles }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => input.current?.click()}>{label}</button>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        aria-label={inputLabel}
        data-testid={testId}
        onChange={(e) => {
          const files = [...(e.currentTarget.files ?? [])];
          // Emptied, so choosing the same file again is a change too.
          e.currentTarget.value = '';
          if (files.length > 0) onFiles?.(files);
          if (files[0]) onFile?.(files[0]);
        }}
      />
    </>
  );
}
