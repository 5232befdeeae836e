import Box from '@mui/material/Box';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { zipDeclarations } from '../../../shared/zipDirectory.ts';
import type { MenuPageProps } from '../../routes/types.ts';
import { PreviewFrame } from './PreviewFrame.tsx';
import { stripScriptLinks } from './scriptLinks.ts';
import { storedFilePath } from './storedFilePath.ts';
import { useStoredFile } from './useStoredFile.ts';
import { clampZoom } from './pdfZoom.ts';
import { useFitZoom } from './useFitZoom.ts';
import { usePinchZoom } from './usePinchZoom.ts';
import { ZoomControls } from './ZoomControls.tsx';

/** The rendered document's width at 100 %: its widest page and the grey margin around the pages. */
function naturalWidth(wrapper: HTMLElement): number {
  const style = getComputedStyle(wrapper);
  const pages = [...wrapper.querySelectorAll<HTMLElement>(':scope > section')].map((section) => section.offsetWidth);
  return Math.max(0, ...pages) + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
}

/**
 * `/preview-report?path=…` (SPEC §2.2): an annual report's Word document rendered in the page by docx-preview —
 * headings, tables, images (as blob: URLs, which the CSP allows). docx-preview is part of this page's chunk only.
 * Links that would run script are taken out of the rendered document (scriptLinks.ts); a file it cannot render — or
 * a zip bomb, refused from its directory before anything is unpacked — gets a Chinese message, not docx-preview's
 * English one. The pages (docx-preview draws them at their paper width, 794 px for A4) open fitted to the width of
 * the screen, at most 100 %, and zoom like the PDF's (CSS `zoom` on docx-preview's wrapper, so the layout and the
 * scroll width follow; decision 86).
 */
export default function ReportPreviewPage(_props: MenuPageProps) {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const target = storedFilePath(params.get('path'));
  const url = 'url' in target ? target.url : null;
  const file = useStoredFile(url, (reason) => translate('app.preview.loadFailed', { reason }));
  const container = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState<{ bytes: Uint8Array; error: string | null } | null>(null);
  const [natural, setNatural] = useState<number | null>(null);
  const fit = useFitZoom(natural);
  const pinch = usePinchZoom(fit.box, (ratio) => fit.zoom(clampZoom(fit.scale * ratio, fit.min)));
  const shown = clampZoom(fit.scale * pinch, fit.min);
  const fitRef = fit.ref;
  const containerRef = useCallback((element: HTMLDivElement | null) => {
    container.current = element;
    fitRef(element);
  }, [fitRef]);

  useEffect(() => {
    const el = container.current;
    if (!file.bytes || !el) return;
    let live = true;
    // A zip bomb stored before uploads were checked: refused from its directory before JSZip unpacks it.
    if (zipDeclarations(file.bytes).refusal) {
      setRendered({ bytes: file.bytes, error: translate('app.preview.docxUnreadable') });
      return;
    }
    void import('docx-preview').then(({ renderAsync }) => renderAsync(new Blob([file.bytes as BlobPart]), el, undefined, {
      className: 'docx', inWrapper: true, ignoreLastRenderedPageBreak: true, breakPages: true, renderHeaders: true, renderFooters: true,
    })).then(
      () => {
        stripScriptLinks(el);
        const wrapper = el.querySelector<HTMLElement>('.docx-wrapper');
        // measured now, before any zoom is put on the wrapper
        if (live && wrapper) setNatural(naturalWidth(wrapper));
        if (live) setRendered({ bytes: file.bytes!, error: null });
      },
      // docx-preview's and JSZip's own words are English and about zip internals: the reader gets ours.
      () => live && setRendered({ bytes: file.bytes!, error: translate('app.preview.docxUnreadable') }),
    );
    return () => {
      live = false;
      el.replaceChildren();
    };
  }, [file.bytes, translate]);

  useEffect(() => {
    const wrapper = container.current?.querySelector<HTMLElement>('.docx-wrapper');
    if (wrapper) wrapper.style.zoom = String(shown);
  }, [shown, rendered]);

  const done = rendered !== null && rendered.bytes === file.bytes;
  const error = 'problem' in target ? translate(`app.preview.${target.problem}`) : file.error ?? (done ? rendered.error : null);
  return (
    <PreviewFrame testId="report-preview" title={translate('app.preview.reportTitle')} toolbar={done && !error && <ZoomControls fit={fit} testIdPrefix="report" />} loading={!error && !done} progress={file.progress} error={error}>
      <Box
        ref={containerRef}
        data-testid="report-document"
        // a Word document's own tables are its content, not a list (phone checks leave them be)
        data-document=""
        sx={{
          flex: 1, overflow: 'auto', touchAction: 'pan-x pan-y',
          // `safe`: a page wider than the box starts at its left edge and scrolls, instead of being centred and cut
          '& .docx-wrapper': { bgcolor: 'transparent', alignItems: 'safe center', p: { xs: 1, sm: '30px' }, pb: 0 },
          '& .docx-wrapper > section': { flexShrink: 0 },
        }}
      />
    </PreviewFrame>
  );
}
