/** A button that opens the file chooser for one kind of file (a hidden input does the choosing). */
import { useRef, type RefObject } from 'react';

interface InputProps {
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

/** The hidden input alone, for a chooser opened from elsewhere (File › Open file…). */
export function FileInput({ inputRef, inputLabel, testId, accept, multiple, onFile, onFiles }: InputProps & { inputRef: RefObject<HTMLInputElement> }) {
  return (
    <input
      ref={inputRef}
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
  );
}

export function FileButton({ label, ...props }: InputProps & { label: string }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => input.current?.click()}>{label}</button>
      <FileInput inputRef={input} {...props} />
    </>
  );
}
