import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormLabel from '@mui/material/FormLabel';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { RICH_TEXT_HEIGHT, RICH_TEXT_TOOLBAR } from './richText.ts';

/** tiptap (through ra-input-rich-text) is heavy: its chunk loads only when a form has a rich-text field. */
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/**
 * A stand-in of the editor's size while its script loads (SPEC §9); pages with an editor of their own show it too.
 * Its top strip is as tall as the toolbar will be at this width (one row on a desk, two or three on a phone; measured
 * with the Chinese labels), so nothing below moves when the editor arrives: a 提交 tapped just then would otherwise
 * land on whatever slid under the finger.
 */
export function EditorLoading() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ containerType: 'inline-size', border: 1, borderColor: 'divider', borderRadius: 1, color: 'text.secondary', bgcolor: 'grey.50' }}>
      <Box sx={{ boxSizing: 'border-box', borderBottom: 1, borderColor: 'divider', height: RICH_TEXT_TOOLBAR.threeRows,
        [`@container (min-width: ${RICH_TEXT_TOOLBAR.twoRowsFrom}px)`]: { height: RICH_TEXT_TOOLBAR.twoRows },
        [`@container (min-width: ${RICH_TEXT_TOOLBAR.oneRowFrom}px)`]: { height: RICH_TEXT_TOOLBAR.oneRow } }} />
      <Box sx={{ height: RICH_TEXT_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
        <CircularProgress size={20} />
        {translate('app.generated.richTextLoading')}
      </Box>
    </Box>
  );
}

/** The rjsf widget of `widget: 'richtext'` fields: label, then the lazily loaded editor. */
export function RichTextWidget(props: WidgetProps) {
  const { id, label, required, value, disabled, readonly, rawErrors = [], onChange } = props;
  return (
    <Box>
      <FormLabel htmlFor={id} required={required} error={rawErrors.length > 0} sx={{ display: 'block', mb: 0.5, fontSize: 14 }}>
        {label}
      </FormLabel>
      <Suspense fallback={<EditorLoading />}>
        <RichTextEditor id={id} value={typeof value === 'string' ? value : ''} onChange={(html) => onChange(html || undefined)} disabled={disabled || readonly} error={rawErrors.length > 0} />
      </Suspense>
    </Box>
  );
}
