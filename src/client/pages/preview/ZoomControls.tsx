import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { nextZoom, zoomLabel, ZOOM } from './pdfZoom.ts';
import type { FitZoom } from './useFitZoom.ts';

/** 缩小, the percentage and 放大 of a preview (`pdf-zoom-out`, `pdf-zoom`, `pdf-zoom-in` for `testIdPrefix` pdf). */
export function ZoomControls({ fit, testIdPrefix }: { fit: FitZoom; testIdPrefix: string }) {
  const translate = useTranslate();
  return (
    <>
      <Button size="small" startIcon={<ZoomOutIcon />} disabled={fit.scale <= fit.min + 1e-6} onClick={() => fit.zoom(nextZoom(fit.scale, -1, fit.min))} data-testid={`${testIdPrefix}-zoom-out`}>
        {translate('app.preview.zoomOut')}
      </Button>
      <Typography component="span" variant="body2" sx={{ minWidth: 48, textAlign: 'center' }} data-testid={`${testIdPrefix}-zoom`}>{zoomLabel(fit.scale)}</Typography>
      <Button size="small" startIcon={<ZoomInIcon />} disabled={fit.scale >= ZOOM.max} onClick={() => fit.zoom(nextZoom(fit.scale, 1, fit.min))} data-testid={`${testIdPrefix}-zoom-in`}>
        {translate('app.preview.zoomIn')}
      </Button>
    </>
  );
}
