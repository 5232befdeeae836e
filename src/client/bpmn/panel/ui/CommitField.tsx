import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';

type Props = Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur'> & {
  value: string;
  /** Called with the text on blur or Enter (single-line), when it differs from `value`. May return an error text. */
  onCommit(value: string): string | null | void;
  testId?: string;
};

/**
 * A panel input that edits locally and commits once (blur or Enter), so each change is one bpmn-js command and
 * one undo step rather than one per keystroke. It follows `value` when the diagram changes it (undo, redo).
 */
export function CommitField({ value, onCommit, testId, multiline, helperText, ...rest }: Props) {
  const [draft, setDraft] = useState(value);
  const [source, setSource] = useState(value);
  const [error, setError] = useState<string | null>(null);
  if (source !== value) {
    setSource(value);
    setDraft(value);
    setError(null);
  }
  const commit = () => {
    if (draft === value) return setError(null);
    setError(onCommit(draft) || null);
  };
  return (
    <TextField
      size="small"
      fullWidth
      margin="dense"
      {...rest}
      multiline={multiline}
      value={draft}
      error={Boolean(error)}
      helperText={error ?? helperText}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !multiline) commit();
      }}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    />
  );
}
