import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
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
import { nextZoom, zoomLabel, ZOOM } from './pdfZoom.ts';

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
 * `/preview-pdf?path=…` (SPEC §2.6, §9): a stored PDF one page at a time, 放大 / 缩小 by 5 % (never under 100 %),
 * 上一页 / 下一页 and `n / total`; the text layer keeps the text selectable. react-pdf and pdf.js belong to this
 * page's chunk only.
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
  const [scale, setScale] = useState<number>(ZOOM.min);
  const [pdfError, setPdfError] = useState<string | null>(null);

  const error = 'problem' in target ? translate(`app.preview.${target.problem}`) : file.error ?? pdfError;
  const toolbar = pages > 0 && (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <Button size="small" startIcon={<ZoomOutIcon />} disabled={scale <= ZOOM.min} onClick={() => setScale((s) => nextZoom(s, -1))} data-testid="pdf-zoom-out">
        {translate('app.preview.zoomOut')}
      </Button>
      <Typography component="span" variant="body2" sx={{ minWidth: 48, textAlign: 'center' }} data-testid="pdf-zoom">{zoomLabel(scale)}</Typography>
      <Button size="small" startIcon={<ZoomInIcon />} disabled={scale >= ZOOM.max} onClick={() => setScale((s) => nextZoom(s, 1))} data-testid="pdf-zoom-in">
        {translate('app.preview.zoomIn')}
      </Button>
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
        <Box sx={{ flex: 1, overflow: 'auto', display: 'flex', justifyContent: 'center', p: 2 }}>
          <Document
            file={source}
            options={PDF_OPTIONS}
            loading={null}
            error={null}
            onLoadSuccess={(pdf) => {
              setPages(pdf.numPages);
              setPage(1);
            }}
            onLoadError={(e) => setPdfError(translate('app.preview.loadFailed', { reason: e.message }))}
          >
            <Box sx={{ boxShadow: 3, bgcolor: 'common.white' }} data-testid="pdf-page-canvas" data-page={page}>
              <Page pageNumber={page} scale={scale} loading={null} />
            </Box>
          </Document>
        </Box>
      )}
    </PreviewFrame>
  );
}
