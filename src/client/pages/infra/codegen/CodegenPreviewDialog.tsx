import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { codegenApi, type CodeFile } from './codegenApi.ts';

/** 预览: the files the table stands for (its schemas/ declaration and manifest entry), one tab each, as monospace code. */
export default function CodegenPreviewDialog({ tableId, onClose }: { tableId: number | null; onClose: () => void }) {
  const translate = useTranslate();
  const [files, setFiles] = useState<CodeFile[]>([]);
  const [tab, setTab] = useState(0);
  useEffect(() => {
    setTab(0);
    setFiles([]);
    if (tableId !== null) codegenApi.preview(tableId).then(setFiles, onClose);
  }, [tableId, onClose]);
  const file = files[tab];
  return (
    <Dialog open={tableId !== null} onClose={onClose} maxWidth="lg" fullWidth data-testid="codegen-preview-dialog">
      <DialogTitle>{translate('app.codegen.previewTitle')}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} variant="scrollable">
          {files.map((f) => <Tab key={f.filePath} label={f.filePath.split('/').pop()} title={f.filePath} sx={{ textTransform: 'none' }} />)}
        </Tabs>
        {file && (
          <Box component="pre" data-testid="codegen-preview-code" sx={{ m: 0, mt: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', maxHeight: '60vh', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }}>
            <Box component="div" sx={{ color: 'text.secondary', mb: 1 }}>{`// ${file.filePath}`}</Box>
            {file.code}
          </Box>
        )}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate('app.codegen.cancel')}</Button></DialogActions>
    </Dialog>
  );
}
