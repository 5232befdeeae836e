import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage, http, saveBlob } from '../../api/index.ts';
import type { RowActionDialogProps } from '../../resources/extensions.ts';

const posterOf = (id: number, format: 'png' | 'pdf') => http.download('/renda/station/poster', { id, format });

/** 海报 of a station: the A4 poster shown, and downloaded as PNG or PDF (the server draws both). */
export default function PosterDialog({ row, onClose }: RowActionDialogProps) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const id = Number(row.id);
  const [png, setPng] = useState<Blob | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const [pageUrl, setPageUrl] = useState<string | null>(null);
  useEffect(() => {
    http.get<string>('/renda/station/page-url', { id }).then(setPageUrl, () => undefined);
  }, [id]);
  useEffect(() => {
    let url: string | null = null;
    posterOf(id, 'png').then((blob) => {
      url = URL.createObjectURL(blob);
      setPng(blob);
      setPreview(url);
    }, (e: unknown) => setError(errorMessage(e)));
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);

  const name = `${String(row.name ?? '')}二维码海报`;
  const download = async (format: 'png' | 'pdf') => {
    if (format === 'png' && png) return saveBlob(png, `${name}.png`);
    setBusy(true);
    try {
      const blob = await posterOf(id, format);
      saveBlob(blob, blob instanceof File ? blob.name : `${name}.${format}`);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth data-testid="station-poster-dialog">
      <DialogTitle>{translate('app.station.posterTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('app.station.posterHelp')}</Typography>
        {error && <Alert severity="error">{error}</Alert>}
        {!preview && !error && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 4, justifyContent: 'center' }}>
            <CircularProgress size={20} /> {translate('app.station.posterLoading')}
          </Box>
        )}
        {pageUrl && (
          <Typography variant="body2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {translate('app.station.pageUrl')}
            <Box component="a" href={pageUrl} target="_blank" rel="noopener" data-testid="station-page-url" sx={{ color: 'primary.main' }}>{pageUrl}</Box>
          </Typography>
        )}
        {preview && (
          <Box component="img" src={preview} alt={name} data-testid="station-poster-image"
            sx={{ display: 'block', width: '100%', maxWidth: 420, mx: 'auto', border: 1, borderColor: 'divider', boxShadow: 1 }} />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>{translate('app.station.close')}</Button>
        <Button variant="outlined" disabled={!png || busy} onClick={() => void download('png')} sx={{ minHeight: 44 }} data-testid="poster-png">
          {translate('app.station.downloadPng')}
        </Button>
        <Button variant="contained" disabled={!png || busy} onClick={() => void download('pdf')} sx={{ minHeight: 44 }} data-testid="poster-pdf">
          {translate('app.station.downloadPdf')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
