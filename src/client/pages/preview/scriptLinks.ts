/** Attributes through which a click or a form sends the page somewhere. */
const LINK_ATTRIBUTES = ['href', 'xlink:href', 'action', 'formaction'];

/** Schemes a document's link may keep: the web, mail and telephone. Anchors (#…) and relative links have none. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * The scheme a browser would see in `value`, or null for none: it ignores ASCII whitespace and control characters
 * anywhere in the URL (`java\tscript:` is `javascript:`), and HTML entities are decoded already in the DOM.
 */
function schemeOf(value: string): string | null {
  // eslint-disable-next-line no-control-regex
  const squeezed = value.replace(/[\u0000-\u0020\u007f]/g, '');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed);
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * Removes the links of a rendered document that would run script or leave for an unknown scheme (`javascript:`,
 * `vbscript:`, `data:`, `file:`…): a .docx hyperlink's target is whatever its author wrote, and docx-preview renders
 * it as an `<a href>` as it stands. The CSP stops inline script, but a link that does nothing but fail is no better
 * than plain text. Returns how many were removed.
 */
export function stripScriptLinks(root: ParentNode): number {
  let removed = 0;
  for (const element of root.querySelectorAll('*')) {
    for (const name of LINK_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      const scheme = schemeOf(value);
      if (scheme !== null && !SAFE_SCHEMES.has(scheme)) {
        element.removeAttribute(name);
        removed++;
      }
    }
  }
  return removed;
}
