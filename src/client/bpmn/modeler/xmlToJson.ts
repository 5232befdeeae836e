/** The JSON preview of a diagram: each element as `{ "#name": …, "@attr": …, children / "#text" }`, attributes kept. */
export interface XmlJson {
  [key: string]: string | XmlJson | XmlJson[];
}

function nodeToJson(element: Element): XmlJson {
  const out: XmlJson = { '#name': element.tagName };
  for (const attr of Array.from(element.attributes)) out[`@${attr.name}`] = attr.value;
  const children = Array.from(element.children);
  if (children.length) out.children = children.map(nodeToJson);
  else if (element.textContent?.trim()) out['#text'] = element.textContent.trim();
  return out;
}

export function xmlToJson(xml: string): XmlJson {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(error.textContent ?? 'XML parse error');
  return nodeToJson(doc.documentElement);
}
