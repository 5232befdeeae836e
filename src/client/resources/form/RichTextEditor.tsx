import Box from '@mui/material/Box';
import { EditorContent, useEditor } from '@tiptap/react';
import { DefaultEditorOptions, RichTextInputToolbar, TiptapEditorProvider } from 'ra-input-rich-text';
import { useEffect, useRef } from 'react';
import { RICH_TEXT_DEBOUNCE_MS, RICH_TEXT_HEIGHT } from './richText.ts';

interface RichTextEditorProps {
  id: string;
  value: string;
  onChange(html: string): void;
  disabled?: boolean;
  error?: boolean;
}

/**
 * ra-input-rich-text's tiptap editor and toolbar outside a react-admin form: height 300, changes reported 250 ms
 * after the last keystroke (SPEC §9) and at once when the editor loses focus, so a quick 确定 loses nothing.
 */
export default function RichTextEditor({ id, value, onChange, disabled = false, error = false }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const lastSent = useRef(value);
  const editor = useEditor(
    { ...DefaultEditorOptions, content: value, editable: !disabled, editorProps: { attributes: { id, 'aria-label': id } } },
    [disabled, id],
  );

  useEffect(() => {
    if (!editor) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      const html = editor.isEmpty ? '' : editor.getHTML();
      if (html === lastSent.current) return;
      lastSent.current = html;
      onChangeRef.current(html);
    };
    const onUpdate = () => {
      clearTimeout(timer);
      timer = setTimeout(flush, RICH_TEXT_DEBOUNCE_MS);
    };
    editor.on('update', onUpdate);
    editor.on('blur', flush);
    return () => {
      editor.off('update', onUpdate);
      editor.off('blur', flush);
      if (timer) flush();
    };
  }, [editor]);

  // A value set from outside (the record loaded for editing) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === lastSent.current) return;
    lastSent.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  return (
    <TiptapEditorProvider value={editor}>
      <Box
        data-testid="rich-text-editor"
        sx={{
          border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, overflow: 'hidden',
          '& .ProseMirror': { height: RICH_TEXT_HEIGHT, overflowY: 'auto', p: 1.5, outline: 'none' },
          '& .ProseMirror p': { my: 0.5 },
        }}
      >
        {!disabled && <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}><RichTextInputToolbar size="small" /></Box>}
        <EditorContent editor={editor} />
      </Box>
    </TiptapEditorProvider>
  );
}
