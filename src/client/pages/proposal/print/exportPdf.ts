import { saveBlob } from '../../../api/saveBlob.ts';
import { A4, pageSlices } from './pdfPaging.ts';

/** Top and bottom margin of every PDF page (the document's own side margins are part of the picture). */
const MARGIN_PT = 48;
/** Rendered at twice the CSS pixels, so the text stays sharp when printed from the PDF. */
const SCALE = 2;

/** Characters no file system takes in a name. */
export function pdfFileName(title: string): string {
  const name = title.replace(/[\\/:*?"<>|\r\n\t]+/g, '_').trim().slice(0, 120);
  return `${name || 'document'}.pdf`;
}

/**
 * The client-side PDF export (SPEC §9): `element` rendered to a picture (html2canvas-pro), cut into A4 pages
 * between lines of text (pdfPaging.ts), each page's slice placed between the top and bottom margins, and saved as
 * `<title>.pdf`. Both libraries are loaded here, on the first export, never with the page.
 */
export async function exportPdf(element: HTMLElement, title: string): Promise<void> {
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([import('html2canvas-pro'), import('jspdf')]);
  const canvas = await html2canvas(element, {
    scale: SCALE,
    backgroundColor: '#ffffff',
    useCORS: true,
    // the PDF pages give the top and bottom margins: the paper's own would double them on the first and last page
    onclone: (_doc, clone) => {
      clone.style.paddingTop = '0';
      clone.style.paddingBottom = '0';
      clone.style.minHeight = '0';
    },
  });
  const pxPerPt = canvas.width / A4.width;
  const pageRows = Math.floor((A4.height - 2 * MARGIN_PT) * pxPerPt);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  const slices = pageSlices(canvas.height, pageRows, Math.floor(pageRows * 0.2), (top, rows) => context.getImageData(0, top, canvas.width, rows));

  const pdf = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'a4', compress: true });
  pdf.setProperties({ title });
  const page = document.createElement('canvas');
  page.width = canvas.width;
  slices.forEach(([top, bottom], i) => {
    page.height = bottom - top;
    const pageContext = page.getContext('2d')!;
    pageContext.fillStyle = '#ffffff';
    pageContext.fillRect(0, 0, page.width, page.height);
    pageContext.drawImage(canvas, 0, top, canvas.width, page.height, 0, 0, page.width, page.height);
    if (i > 0) pdf.addPage('a4', 'portrait');
    pdf.addImage(page.toDataURL('image/jpeg', 0.85), 'JPEG', 0, MARGIN_PT, A4.width, page.height / pxPerPt);
  });
  saveBlob(pdf.output('blob'), pdfFileName(title));
}
