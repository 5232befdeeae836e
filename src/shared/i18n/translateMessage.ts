/**
 * A Chinese message in another language through a catalogue keyed by Chinese templates (`{}` = a value). The
 * message is looked up whole, then as `<head>:<part>；<part>` when its head is a message of its own (the composed
 * refusals: 请求参数不正确:字段A不能为空；字段B…, each part on its own), then matched against the templates. A value caught by a `{}` is translated too when the catalogue knows it (a message
 * inside a message). What no template matches is returned as it is: better a Chinese message than none.
 */
export type MessageCatalogue = Readonly<Record<string, string>>;

interface Pattern {
  regex: RegExp;
  target: string;
}

const compiled = new WeakMap<MessageCatalogue, Pattern[]>();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The templates with values, longest first: 名字为【{}】的租户已被禁用 must win over {}不存在's looser match. */
function patternsOf(catalogue: MessageCatalogue): Pattern[] {
  let patterns = compiled.get(catalogue);
  if (!patterns) {
    patterns = Object.entries(catalogue)
      .filter(([source]) => source.includes('{}'))
      .sort(([a], [b]) => b.replace(/\{\}/g, '').length - a.replace(/\{\}/g, '').length)
      .map(([source, target]) => ({ regex: new RegExp(`^${source.split('{}').map(escape).join('(.+?)')}$`, 's'), target }));
    compiled.set(catalogue, patterns);
  }
  return patterns;
}

function templated(message: string, catalogue: MessageCatalogue): string | undefined {
  for (const { regex, target } of patternsOf(catalogue)) {
    const match = regex.exec(message);
    if (!match) continue;
    const values = match.slice(1).map((value) => catalogue[value] ?? value);
    let i = 0;
    return target.replace(/\{\}/g, () => values[i++] ?? '');
  }
  return undefined;
}

export function translateMessage(message: string, catalogue: MessageCatalogue): string {
  if (!message) return message;
  const exact = catalogue[message];
  if (exact !== undefined) return exact;
  // A composed refusal before the templates: 请求参数不正确:显示顺序的类型不正确… would otherwise match a template
  // whose first value swallows the head and the other parts.
  const colon = message.search(/[:：]/);
  const head = colon > 0 ? catalogue[message.slice(0, colon)] : undefined;
  if (head !== undefined) {
    const parts = message.slice(colon + 1).split('；').map((part) => translateMessage(part, catalogue));
    return `${head}: ${parts.join('; ')}`;
  }
  return templated(message, catalogue) ?? message;
}
