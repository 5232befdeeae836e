import { fileTypeFromBuffer } from 'file-type';
import { fail } from '../../../http/errors.ts';
import { FileErrors } from './fileErrors.ts';
import { IMAGE_TYPES } from './imageUpload.ts';
import { ZIP_REFUSAL_TEXTS, zipRefusal } from './zipLimits.ts';

/** What an upload is, found from its content: the type it is served with and the extension of its key. */
export interface KnownType {
  type: string;
  extension: string;
}

/** Types recognised by their content (file-type's magic numbers), by the MIME type file-type answers. */
const BY_CONTENT: Readonly<Record<string, string>> = {
  ...IMAGE_TYPES,
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/zip': 'zip',
};

/** The zip-based types: checked for what they unpack to before they are stored (zipLimits.ts). */
const ZIP_BASED = new Set(['docx', 'xlsx', 'pptx', 'zip']);

/** The old Office formats share one container (CFB); the name's extension tells which it claims to be. */
const CFB_BY_NAME: Readonly<Record<string, string>> = { doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint' };

/** Plain text has no signature: a .txt or .csv that is UTF-8 without NUL and without markup is accepted as text. */
const TEXT_BY_NAME: Readonly<Record<string, string>> = { txt: 'text/plain; charset=utf-8', csv: 'text/csv; charset=utf-8' };
const MARKUP = /<\s*(?:!doctype|html|head|body|script|iframe|svg|object|embed)\b/i;

export const ALLOWED_NAMES = 'JPG、PNG、GIF、WEBP、PDF、DOC、DOCX、XLS、XLSX、PPT、PPTX、ZIP、TXT、CSV';

const extensionOf = (name: string): string => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

function isPlainText(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(content);
    return !MARKUP.test(text);
  } catch {
    return false;
  }
}

/**
 * The type of an upload from its content, never from its name or declared type alone: images, PDF, the Office
 * formats, ZIP, and plain text. HTML, SVG, scripts and executables are refused (1001003003): they would run as our
 * origin's pages, and nothing a deputy attaches needs them. A zip-based file past the zip limits (a zip bomb) is
 * refused too (1001003006 文件内容异常：…): its preview or its reader would take the browser or the server down.
 */
export async function sniffUpload(content: Buffer, name: string): Promise<KnownType> {
  const detected = await fileTypeFromBuffer(content);
  const extension = extensionOf(name);
  if (detected && BY_CONTENT[detected.mime]) {
    const known = { type: detected.mime, extension: BY_CONTENT[detected.mime] };
    const refusal = ZIP_BASED.has(known.extension) ? await zipRefusal(content) : undefined;
    if (refusal) throw fail(FileErrors.CONTENT_REFUSED, ZIP_REFUSAL_TEXTS[refusal]);
    return known;
  }
  if (detected?.mime === 'application/x-cfb' && CFB_BY_NAME[extension]) return { type: CFB_BY_NAME[extension], extension };
  if (!detected && TEXT_BY_NAME[extension] && isPlainText(content)) return { type: TEXT_BY_NAME[extension], extension };
  throw fail(FileErrors.TYPE_NOT_ALLOWED, ALLOWED_NAMES);
}

/** Shown in the page rather than saved: the images and PDF (until issue 19's viewer, a PDF opens in a tab). */
export const isInline = (type: string): boolean => type.startsWith('image/') || type === 'application/pdf';
