import sanitizeHtml from 'sanitize-html';

/**
 * What a notice's rich text may keep: the formatting a rich-text editor makes (headings, lists, tables, links,
 * images, colours and alignment), nothing that runs — no script, no event handler, no javascript: URL, no frame,
 * no style sheet. Content is cleaned once on the server before it is stored, so every client that shows it (ours,
 * a yudao client's v-html) gets safe HTML whatever sent it.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'u', 's', 'del', 'ins', 'font'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    font: ['color'],
    '*': ['style', 'class'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d+(\.\d+)?(px|em|rem|pt|%)$/],
      'font-weight': [/^(bold|normal|\d{3})$/],
    },
  },
};

export const cleanRichText = (html: string): string => sanitizeHtml(html, OPTIONS);
