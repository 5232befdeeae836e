import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useSearchParams } from 'react-router-dom';
import type { MenuPageProps } from '../../routes/types.ts';
import { PreviewFrame } from './PreviewFrame.tsx';
import { storedFilePath } from './storedFilePath.ts';
import { useStoredFile } from './useStoredFile.ts';
import { useFitZoom } from './useFitZoom.ts';
import { usePinchZoom } from './usePinchZoom.ts';
import { clampZoom } from './pdfZoom.ts';
import { ZoomControls } from './ZoomControls.tsx';

// The worker is the copy of pdfjs-dist react-pdf depends on, emitted by Vite as a file of ours (no CDN).
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

// Character maps and standard fonts, copied into the build by vite.config.ts: a PDF whose Chinese text relies on
// fonts it does not embed (many made by older office software) renders instead of showing blanks.
const PDF_OPTIONS = {
  cMapUrl: `${import.meta.env.BASE_URL}pdfjs/cmaps/`,
  cMapPacked: true,
  standardFontDataUrl: `${import.meta.env.BASE_URL}pdfjs/standard_fonts/`,
};

/**
 * `/preview-pdf?path=…` (SPEC §2.6, §9): a stored PDF one page at a time, opened fitted to the width of the screen
 * (at most 100 %), 放大 / 缩小 by 5 % and a two-finger pinch down to that fit (pdfZoom.ts, decision 86), 上一页 /
 * 下一页 and `n / total`; the text layer keeps the text selectable. A page zoomed past the screen scrolls in its box,
 * its left edge reachable (no centring that cuts it). react-pdf and pdf.js belong to this page's chunk only.
 */
export default function PdfPreviewPage(_props: MenuPageProps) {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const target = storedFilePath(params.get('path'));
  const file = useStoredFile('url' in target ? target.url : null, (reason) => translate('app.preview.loadFailed', { reason }));
  // pdf.js takes the buffer over to its worker: it gets a copy, and the same object while the bytes are the same
  const source = useMemo(() => (file.bytes ? { data: file.bytes.slice() } : null), [file.bytes]);
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  // the width of the page shown at 100 %, known before it is drawn so that it is drawn fitted the first time
  const [natural, setNatural] = useState<number | null>(null);
  const fit = useFitZoom(natural);
  const pinch = usePinchZoom(fit.box, (ratio) => fit.zoom(clampZoom(fit.scale * ratio, fit.min)));
  const pinchPreview = clampZoom(fit.scale * pinch, fit.min) / fit.scale;
  const [pdfError, setPdfError] = useState<string | null>(null);

  const error = 'problem' in target ? translate(`app.preview.${target.problem}`) : file.error ?? pdfError;
  const toolbar = pages > 0 && (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <ZoomControls fit={fit} testIdPrefix="pdf" />
      <Button size="small" startIcon={<ChevronLeftIcon />} disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))} data-testid="pdf-prev">
        {translate('app.preview.prevPage')}
      </Button>
      <Typography component="span" variant="body2" sx={{ minWidth: 56, textAlign: 'center' }} data-testid="pdf-page">{`${page} / ${pages}`}</Typography>
      <Button size="small" endIcon={<ChevronRightIcon />} disabled={page >= pages} onClick={() => setPage((p) => Math.min(pages, p + 1))} data-testid="pdf-next">
        {translate('app.preview.nextPage')}
      </Button>
    </Box>
  );
  return (
    <PreviewFrame testId="pdf-preview" title={translate('app.preview.pdfTitle')} toolbar={toolbar} loading={!error && pages === 0} progress={file.progress} error={error}>
      {source && (
        <Box ref={fit.ref} sx={{ flex: 1, overflow: 'auto', display: 'flex', alignItems: 'flex-start', p: { xs: 1, sm: 2 }, touchAction: 'pan-x pan-y' }} data-testid="pdf-scroller">
          {/* centred by its margins, which shrink to none when the page is wider than the box: it scrolls, uncut */}
          <Box sx={{ mx: 'auto', flexShrink: 0 }}>
          <Document
            file={source}
            options={PDF_OPTIONS}
            loading={null}
            error={null}
            onLoadSuccess={(pdf) => {
              void pdf.getPage(1).then((first) => {
                setNatural(first.getViewport({ scale: 1 }).width);
                setPages(pdf.numPages);
                setPage(1);
              }, (e: Error) => setPdfError(translate('app.preview.loadFailed', { reason: e.message })));
            }}
            onLoadError={(e) => setPdfError(translate('app.preview.loadFailed', { reason: e.message }))}
          >
            {natural !== null && (
              <Box sx={{ boxShadow: 3, bgcolor: 'common.white', transform: pinch === 1 ? undefined : `scale(${pinchPreview})`, transformOrigin: 'top center' }} data-testid="pdf-page-canvas" data-page={page} data-scale={fit.scale}>
                {/* a page of another size than the first refits to its own width */}
                <Page pageNumber={page} scale={fit.scale} loading={null} onLoadSuccess={(p) => setNatural(p.originalWidth)} />
              </Box>
            )}
          </Document>
          </Box>
        </Box>
      )}
    </PreviewFrame>
  );
}
