import { Resvg } from '@resvg/resvg-js';
import { jsPDF } from 'jspdf';
import QRCode from 'qrcode';

/** A4 at 150 dots per inch: sharp enough for a printed poster, a few hundred kB as PNG. */
const WIDTH = 1240;
const HEIGHT = 1754;
const A4_PT = { width: 595.28, height: 841.89 };
/**
 * Chinese faces tried in order (resvg reads the system's fonts, and POSTER_FONT_FILE when set): the host needs one of
 * them, e.g. the Debian packages fonts-noto-cjk or fonts-wqy-microhei (docs/stations.md).
 */
export const FONT_FAMILY = "'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', 'Microsoft YaHei', 'PingFang SC', sans-serif";

export interface PosterStation {
  name: string;
  address: string;
  receptionDays: string | null;
  openingHours: string | null;
  contactPhone: string | null;
}

export const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Lines of at most `em` character widths (a CJK character is one, a Latin one about half), at most `max` of them. */
export function wrapText(text: string, em: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const ch of text.replace(/\s+/g, ' ').trim()) {
    const w = ch.charCodeAt(0) <= 0xff ? 0.55 : 1;
    if (width + w > em) {
      lines.push(line);
      line = '';
      width = 0;
    }
    line += ch;
    width += w;
  }
  if (line) lines.push(line);
  if (lines.length > max) return [...lines.slice(0, max - 1), `${lines[max - 1].slice(0, -1)}…`];
  return lines;
}

/** The QR code of `url` as one SVG path of `size` pixels at (x, y), its quiet zone included. */
function qrPath(url: string, x: number, y: number, size: number): string {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 4;
  const cell = size / (n + 2 * quiet);
  let d = '';
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (qr.modules.get(r, c)) d += `M${(x + (c + quiet) * cell).toFixed(2)} ${(y + (r + quiet) * cell).toFixed(2)}h${cell.toFixed(2)}v${cell.toFixed(2)}h-${cell.toFixed(2)}z`;
    }
  }
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="#ffffff"/><path d="${d}" fill="#000000" shape-rendering="crispEdges"/>`;
}

/** The download's file name: the station's name and what it is. */
export const posterFileName = (stationName: string, extension: 'png' | 'pdf'): string => `${stationName}二维码海报.${extension}`;

/** The poster as SVG: a red heading, the station's name, the QR code of its public page, where and when. */
export function posterSvg(station: PosterStation, url: string): string {
  const text = (x: number, y: number, size: number, content: string, attrs = '') =>
    `<text x="${x}" y="${y}" font-size="${size}" ${attrs}>${escapeXml(content)}</text>`;
  const parts: string[] = [];
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`);
  parts.push(`<rect width="${WIDTH}" height="260" fill="#b71c1c"/>`);
  parts.push(text(WIDTH / 2, 150, 84, '人大代表联络站', 'fill="#ffffff" text-anchor="middle" font-weight="bold" letter-spacing="8"'));
  parts.push(text(WIDTH / 2, 220, 40, '扫码反映您的意见建议', 'fill="#ffe0e0" text-anchor="middle"'));
  let y = 370;
  for (const line of wrapText(station.name, 20, 2)) {
    parts.push(text(WIDTH / 2, y, 60, line, 'fill="#212121" text-anchor="middle" font-weight="bold"'));
    y += 80;
  }
  const qrSize = 640;
  const qrTop = y + 10;
  parts.push(`<rect x="${(WIDTH - qrSize) / 2 - 12}" y="${qrTop - 12}" width="${qrSize + 24}" height="${qrSize + 24}" fill="none" stroke="#b71c1c" stroke-width="6" rx="16"/>`);
  parts.push(qrPath(url, (WIDTH - qrSize) / 2, qrTop, qrSize));
  y = qrTop + qrSize + 90;
  parts.push(text(WIDTH / 2, y, 40, '微信或手机浏览器扫一扫，无需登录', 'fill="#616161" text-anchor="middle"'));
  y += 100;
  const facts: [string, string | null][] = [['地　　址', station.address], ['接 待 日', station.receptionDays], ['开放时间', station.openingHours], ['联系电话', station.contactPhone]];
  for (const [label, value] of facts) {
    if (!value) continue;
    const lines = wrapText(value, 22, 2);
    parts.push(text(120, y, 40, `${label}：`, 'fill="#b71c1c" font-weight="bold"'));
    for (const line of lines) {
      parts.push(text(340, y, 40, line, 'fill="#212121"'));
      y += 58;
    }
    y += 14;
  }
  parts.push(`<rect y="${HEIGHT - 90}" width="${WIDTH}" height="90" fill="#b71c1c"/>`);
  parts.push(text(WIDTH / 2, HEIGHT - 32, 30, url.length > 70 ? `${url.slice(0, 69)}…` : url, 'fill="#ffffff" text-anchor="middle"'));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${FONT_FAMILY.replaceAll('"', '')}">${parts.join('')}</svg>`;
}

/** The poster as a PNG (resvg with the system's fonts and POSTER_FONT_FILE). */
export function posterPng(station: PosterStation, url: string, fontFile = process.env.POSTER_FONT_FILE): Buffer {
  return svgPng(posterSvg(station, url), fontFile);
}

/** An SVG drawn by resvg with the system's Chinese fonts and POSTER_FONT_FILE (the record's PDF pages use it too). */
export function svgPng(svg: string, fontFile = process.env.POSTER_FONT_FILE): Buffer {
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: true, fontFiles: fontFile ? [fontFile] : [], defaultFontFamily: 'WenQuanYi Micro Hei', sansSerifFamily: 'Noto Sans CJK SC' },
    fitTo: { mode: 'original' },
  });
  return resvg.render().asPng();
}

/** The poster as an A4 PDF: the PNG on one page (no font embedded, so it prints the same everywhere). */
export function posterPdf(station: PosterStation, url: string): Buffer {
  const png = posterPng(station, url);
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'a4', compress: true });
  pdf.setProperties({ title: `${station.name}二维码海报` });
  pdf.addImage(new Uint8Array(png), 'PNG', 0, 0, A4_PT.width, A4_PT.height, undefined, 'FAST');
  return Buffer.from(pdf.output('arraybuffer'));
}
