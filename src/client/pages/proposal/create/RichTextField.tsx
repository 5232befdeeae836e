import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { lazy, Suspense } from 'react';
import { EditorLoading } from '../../../resources/form/RichTextWidget.tsx';

/** The generated forms' tiptap editor (height 300, 250 ms debounce, SPEC §9), its chunk loaded only here. */
const RichTextEditor = lazy(() => import('../../../resources/form/RichTextEditor.tsx'));

interface RichTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(html: string): void;
  required?: boolean;
  error?: string;
}

/** A labelled rich-text field with its message: the overlay shows while the editor's script loads. */
export function RichTextField({ id, label, value, onChange, required, error }: RichTextFieldProps) {
  return (
    <Box data-testid={`${id}-field`}>
      <FormLabel htmlFor={id} required={required} error={Boolean(error)} sx={{ display: 'block', mb: 0.5, fontSize: 14 }}>{label}</FormLabel>
      <Suspense fallback={<EditorLoading />}>
        <RichTextEditor id={id} value={value} onChange={onChange} error={Boolean(error)} />
      </Suspense>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
