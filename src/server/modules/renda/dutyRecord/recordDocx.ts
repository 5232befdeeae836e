import JSZip from 'jszip';
import { escapeXml } from '../station/poster.ts';
import type { RecordText } from './recordText.ts';

/**
 * The record as a Word document (.docx, WordprocessingML): the few parts Word needs, written with jszip (already a
 * dependency) — headings, paragraphs, East Asian font hints for the Chinese text. No template, no library to keep.
 */

const run = (text: string, props = '') =>
  `<w:r><w:rPr><w:rFonts w:ascii="SimSun" w:hAnsi="SimSun" w:eastAsia="宋体"/>${props}</w:rPr><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
const paragraph = (text: string, { size = 24, bold = false, center = false, before = 0 } = {}) =>
  `<w:p><w:pPr>${center ? '<w:jc w:val="center"/>' : ''}<w:spacing w:before="${before}" w:after="80"/></w:pPr>${run(text, `${bold ? '<w:b/>' : ''}<w:sz w:val="${size}"/><w:szCs w:val="${size}"/>`)}</w:p>`;

export async function recordDocx(text: RecordText): Promise<Buffer> {
  const body = [
    paragraph(text.title, { size: 36, bold: true, center: true }),
    ...text.facts.map((f) => paragraph(f)),
    paragraph(text.summary, { before: 200 }),
    ...text.sections.flatMap((s) => [paragraph(s.heading, { size: 28, bold: true, before: 240 }), ...s.lines.map((l) => paragraph(l))]),
  ].join('');
  const zip = new JSZip();
  zip.file('[Content_Types].xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`);
  zip.file('_rels/.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`);
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="851" w:footer="992" w:gutter="0"/></w:sectPr></w:body></w:document>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
