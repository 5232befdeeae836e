/**
 * Text written as is into a JSON body or a query string: what JSON.stringify cannot produce (1e400,
 * 99999999999999999999 beyond a double's precision) or a percent-encoding that is not valid UTF-8.
 */
export class Raw {
  constructor(readonly text: string) {}
}

/** JSON text of a value whose leaves may be Raw. */
export function jsonText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The value a server's JSON.parse sees for a (possibly Raw) value. */
export function parsedValue(value: unknown): unknown {
  return JSON.parse(jsonText(value));
}

/** A query or path value: percent-encoded; a lone surrogate becomes bytes that are not UTF-8 (%ED%A0%80). */
export function urlText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  const text = typeof value === 'string' ? value : value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // split with a capture group: odd parts are the lone surrogates, which encodeURIComponent refuses
  return text.split(LONE_SURROGATE).map((part, i) => (i % 2 ? '%ED%A0%80' : encodeURIComponent(part))).join('');
}

const LONE_SURROGATE = /([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/;
