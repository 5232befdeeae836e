import { jsPDF } from 'jspdf';
import { escapeXml, FONT_FAMILY, svgPng, wrapText } from '../station/poster.ts';
import type { RecordText } from './recordText.ts';

/**
 * The record as an A4 PDF, drawn the way the station poster is (resvg with the host's Chinese fonts or
 * POSTER_FONT_FILE, one image per page in jsPDF): no font is embedded, so it prints the same everywhere.
 */

const WIDTH = 1240;
const HEIGHT = 1754;
const MARGIN = 110;
const A4_PT = { width: 595.28, height: 841.89 };

interface Line { text: string; size: number; bold?: boolean; center?: boolean; gap?: number }

function pagesOf(text: RecordText): Line[][] {
  const lines: Line[] = [{ text: text.title, size: 52, bold: true, center: true, gap: 40 }];
  for (const f of text.facts) lines.push({ text: f, size: 32 });
  for (const l of wrapText(text.summary, 31, 20)) lines.push({ text: l, size: 32, gap: 0 });
  for (const s of text.sections) {
    lines.push({ text: s.heading, size: 38, bold: true, gap: 24 });
    for (const l of s.lines) for (const part of wrapText(l, 31, 6)) lines.push({ text: part, size: 32 });
  }
  const pages: Line[][] = [[]];
  let y = MARGIN;
  for (const line of lines) {
    const height = line.size * 1.6 + (line.gap ?? 0);
    if (y + height > HEIGHT - MARGIN) {
      pages.push([]);
      y = MARGIN;
    }
    pages[pages.length - 1].push(line);
    y += height;
  }
  return pages;
}

function pageSvg(lines: Line[], pageNo: number, pages: number): string {
  let y = MARGIN;
  const parts = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`];
  for (const l of lines) {
    y += (l.gap ?? 0) + l.size * 1.6;
    const x = l.center ? WIDTH / 2 : MARGIN;
    parts.push(`<text x="${x}" y="${y - l.size * 0.4}" font-size="${l.size}" fill="#212121"${l.bold ? ' font-weight="bold"' : ''}${l.center ? ' text-anchor="middle"' : ''}>${escapeXml(l.text)}</text>`);
  }
  parts.push(`<text x="${WIDTH / 2}" y="${HEIGHT - 50}" font-size="24" fill="#757575" text-anchor="middle">第 ${pageNo} 页 / 共 ${pages} 页</text>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${FONT_FAMILY.replaceAll('"', '')}">${parts.join('')}</svg>`;
}

export function recordPdf(text: RecordText): Buffer {
  const pages = pagesOf(text);
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'a4', compress: true });
  pdf.setProperties({ title: text.title });
  pages.forEach((lines, i) => {
    if (i > 0) pdf.addPage();
    pdf.addImage(new Uint8Array(svgPng(pageSvg(lines, i + 1, pages.length))), 'PNG', 0, 0, A4_PT.width, A4_PT.height, undefined, 'FAST');
  });
  return Buffer.from(pdf.output('arraybuffer'));
}
