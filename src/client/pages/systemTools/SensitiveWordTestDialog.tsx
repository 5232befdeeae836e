import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ToolbarActionDialogProps } from '../../resources/extensions.ts';
import { reportError } from '../../resources/hooks/useListActions.ts';
import { sensitiveWordTags, validateText } from './systemToolsApi.ts';

/**
 * 测试 of the 敏感词 screen (yudao's sensitive word index.vue): a text and, optionally, tags; 检测 shows the enabled
 * words the server finds in it (validate-text), or that there are none.
 */
export default function SensitiveWordTestDialog({ onClose }: ToolbarActionDialogProps) {
  const translate = useTranslate();
  const [allTags, setAllTags] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [found, setFound] = useState<string[] | null>(null);
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    let live = true;
    sensitiveWordTags().then((t) => live && setAllTags(t), reportError);
    return () => {
      live = false;
    };
  }, []);
  const check = async () => {
    setChecking(true);
    try {
      setFound(await validateText(text, tags));
    } catch (e) {
      reportError(e);
    } finally {
      setChecking(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth={false} slotProps={{ paper: { sx: { width: 560, maxWidth: 'calc(100% - 32px)', m: 2 } } }} data-testid="sensitive-word-test-dialog">
      <DialogTitle sx={{ fontSize: 18 }}>{translate('app.systemTools.testTitle')}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <TextField label={translate('app.systemTools.text')} placeholder={translate('app.systemTools.textPlaceholder')} multiline minRows={3} size="small" variant="outlined" required
            value={text} onChange={(e) => setText(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'sensitive-word-text', maxLength: 10000 } }} />
          <Autocomplete multiple size="small" options={allTags} value={tags} onChange={(_e, v) => setTags(v)}
            renderInput={(params) => <TextField {...params} variant="outlined" label={translate('app.systemTools.tags')} placeholder={translate('app.systemTools.tagsPlaceholder')} />} />
          {found !== null && (
            found.length ? (
              <Alert severity="warning" data-testid="sensitive-word-result">
                {translate('app.systemTools.found')}
                {found.map((w) => <Chip key={w} size="small" color="error" label={w} sx={{ ml: 1 }} />)}
              </Alert>
            ) : (
              <Alert severity="success" data-testid="sensitive-word-result">{translate('app.systemTools.clean')}</Alert>
            )
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button variant="contained" onClick={() => void check()} disabled={!text.trim() || checking} data-testid="sensitive-word-check">
          {translate('app.systemTools.check')}
        </Button>
        <Button onClick={onClose}>{translate('app.generated.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
