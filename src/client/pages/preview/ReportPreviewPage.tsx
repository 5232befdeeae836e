import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { zipDeclarations } from '../../../shared/zipDirectory.ts';
import type { MenuPageProps } from '../../routes/types.ts';
import { PreviewFrame } from './PreviewFrame.tsx';
import { stripScriptLinks } from './scriptLinks.ts';
import { storedFilePath } from './storedFilePath.ts';
import { useStoredFile } from './useStoredFile.ts';

/**
 * `/preview-report?path=…` (SPEC §2.2): an annual report's Word document rendered in the page by docx-preview —
 * headings, tables, images (as blob: URLs, which the CSP allows). docx-preview is part of this page's chunk only.
 * Links that would run script are taken out of the rendered document (scriptLinks.ts); a file it cannot render — or
 * a zip bomb, refused from its directory before anything is unpacked — gets a Chinese message, not docx-preview's
 * English one.
 */
export default function ReportPreviewPage(_props: MenuPageProps) {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const target = storedFilePath(params.get('path'));
  const url = 'url' in target ? target.url : null;
  const file = useStoredFile(url, (reason) => translate('app.preview.loadFailed', { reason }));
  const container = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState<{ bytes: Uint8Array; error: string | null } | null>(null);

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

  const done = rendered !== null && rendered.bytes === file.bytes;
  const error = 'problem' in target ? translate(`app.preview.${target.problem}`) : file.error ?? (done ? rendered.error : null);
  return (
    <PreviewFrame testId="report-preview" title={translate('app.preview.reportTitle')} loading={!error && !done} progress={file.progress} error={error}>
      <Box ref={container} data-testid="report-document" sx={{ flex: 1, overflow: 'auto', '& .docx-wrapper': { bgcolor: 'transparent' } }} />
    </PreviewFrame>
  );
}
