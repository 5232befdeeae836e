import { zhCNDiagram } from './zhCN.ts';

export type Replacements = Record<string, unknown> | undefined;

/** bpmn-js's `translate(template, replacements)` in Chinese: unknown templates stay English, `{x}` is filled in. */
export function translateDiagram(template: string, replacements?: Replacements): string {
  const text = zhCNDiagram[template] ?? template;
  return text.replace(/{([^}]+)}/g, (whole, key: string) => (replacements && key in replacements ? String(replacements[key]) : whole));
}

const PATTERNS: ReadonlyArray<[RegExp, string, string[]]> = Object.keys(zhCNDiagram)
  .filter((k) => k.includes('{'))
  .map((template) => {
    const names: string[] = [];
    const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?{(\w+)\\?}/g, (_m, name: string) => {
      names.push(name);
      return '(.+?)';
    });
    return [new RegExp(`^${source}$`), template, names];
  });

/** An English bpmn-js error or warning message in Chinese, recognising the templates with placeholders too. */
export function translateDiagramError(message: string): string {
  const plain = message.trim();
  if (zhCNDiagram[plain]) return zhCNDiagram[plain];
  for (const [pattern, template, names] of PATTERNS) {
    const match = pattern.exec(plain);
    if (match) return translateDiagram(template, Object.fromEntries(names.map((n, i) => [n, match[i + 1]])));
  }
  return message;
}

/** The diagram-js module that replaces the default `translate` service. */
export const translateModule = { translate: ['value', translateDiagram] };
