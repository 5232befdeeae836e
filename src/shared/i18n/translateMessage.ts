/**
 * A Chinese message in another language through a catalogue keyed by Chinese templates (`{}` = a value). The
 * message is looked up whole, then as `<head>:<part>；<part>` when its head is a message of its own (the composed
 * refusals: 请求参数不正确:字段A不能为空；字段B…, each part on its own), part by part when it is several (字段A不能为空；
 * 字段B…), then matched against the templates. A value caught by a `{}` is translated too (a field's title, a
 * message inside a message, an array's item by the `names` templates). What nothing matches is returned as it is:
 * better a Chinese message than none.
 *
 * A target says its values in order (`{}`), or by position (`{0}`, `{1}`) when the language orders them otherwise.
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

function fill(target: string, values: string[]): string {
  if (/\{\d+\}/.test(target)) return target.replace(/\{(\d+)\}/g, (_, i: string) => values[Number(i)] ?? '');
  let i = 0;
  return target.replace(/\{\}/g, () => values[i++] ?? '');
}

function templated(message: string, catalogue: MessageCatalogue, value: (text: string) => string): string | undefined {
  for (const { regex, target } of patternsOf(catalogue)) {
    const match = regex.exec(message);
    if (match) return fill(target, match.slice(1).map(value));
  }
  return undefined;
}

/**
 * `names`: templates that compose a field's name (`{}第 {} 项` → `{0} #{1}`), tried on values only: on a whole
 * message they would cut 字段定义第 2 项的字段名不能为空 at the wrong place.
 */
export function translateMessage(message: string, catalogue: MessageCatalogue, names: MessageCatalogue = {}): string {
  if (!message) return message;
  const exact = catalogue[message];
  if (exact !== undefined) return exact;
  const again = (text: string) => translateMessage(text, catalogue, names);
  // A composed refusal before the templates: 请求参数不正确:显示顺序的类型不正确… would otherwise match a template
  // whose first value swallows the head and the other parts.
  const colon = message.search(/[:：]/);
  const head = colon > 0 ? catalogue[message.slice(0, colon)] : undefined;
  if (head !== undefined) {
    const parts = message.slice(colon + 1).split('；').map(again);
    return `${head}: ${parts.join('; ')}`;
  }
  // Several refusals of one thing (an imported row's problems), each on its own: no template spans a `；`.
  if (message.includes('；')) return message.split('；').map(again).join('; ');
  const value = (text: string) => catalogue[text] ?? templated(text, names, value) ?? again(text);
  return templated(message, catalogue, value) ?? message;
}
