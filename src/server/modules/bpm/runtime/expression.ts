/**
 * The JUEL subset that process models use in conditions, assignees and completion conditions:
 * `${approved == true}`, `${day > 3 && type != 'x'}`, `${initiator}`, `${nrOfCompletedInstances >= 2}`.
 * A tokenizer and a precedence parser of our own, evaluated over plain data: there are no calls, no `eval`, no
 * `Function`, and a path only reads own properties of plain objects (never `constructor`, `__proto__`…), so a
 * designer-authored expression cannot reach code.
 */

type Node =
  | { t: 'lit'; v: unknown }
  | { t: 'path'; parts: string[] }
  | { t: 'un'; op: string; a: Node }
  | { t: 'bin'; op: string; a: Node; b: Node }
  | { t: 'cond'; c: Node; a: Node; b: Node };

export class ExpressionError extends Error {}

const WORD_OPS: Record<string, string> = { and: '&&', or: '||', not: '!', eq: '==', ne: '!=', lt: '<', gt: '>', le: '<=', ge: '>=', div: '/', mod: '%', empty: 'empty' };
const LITERALS: Record<string, unknown> = { true: true, false: false, null: null };
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);
const PUNCT = ['===', '!==', '==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '+', '-', '*', '/', '%', '(', ')', '.', '?', ':', '[', ']'];
const MAX_LENGTH = 2000;

type Token = { k: 'num' | 'str' | 'id' | 'op'; v: string };

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (/\s/.test(ch)) { i++; continue; }
    const num = /^\d+(\.\d+)?/.exec(text.slice(i));
    if (num) { out.push({ k: 'num', v: num[0] }); i += num[0].length; continue; }
    if (ch === '"' || ch === "'") {
      let j = i + 1; let s = '';
      while (j < text.length && text[j] !== ch) {
        if (text[j] === '\\' && j + 1 < text.length) j++;
        s += text[j++];
      }
      if (j >= text.length) throw new ExpressionError('字符串未结束');
      out.push({ k: 'str', v: s }); i = j + 1; continue;
    }
    const id = /^[A-Za-z_$][\w$]*/.exec(text.slice(i));
    if (id) {
      const word = id[0];
      out.push(Object.hasOwn(WORD_OPS, word) ? { k: 'op', v: WORD_OPS[word] } : { k: 'id', v: word });
      i += word.length; continue;
    }
    const op = PUNCT.find((p) => text.startsWith(p, i));
    if (!op) throw new ExpressionError(`无法识别的字符 ${ch}`);
    out.push({ k: 'op', v: op === '===' ? '==' : op === '!==' ? '!=' : op }); i += op.length;
  }
  return out;
}

const BINARY: Record<string, number> = { '||': 1, '&&': 2, '==': 3, '!=': 3, '<': 4, '>': 4, '<=': 4, '>=': 4, '+': 5, '-': 5, '*': 6, '/': 6, '%': 6 };

function parse(text: string): Node {
  const tokens = tokenize(text);
  let pos = 0;
  const peek = () => tokens[pos];
  const isOp = (v: string) => peek()?.k === 'op' && peek().v === v;
  const expect = (v: string) => { if (!isOp(v)) throw new ExpressionError(`缺少 ${v}`); pos++; };

  function primary(): Node {
    const tok = tokens[pos++];
    if (!tok) throw new ExpressionError('表达式不完整');
    if (tok.k === 'num') return { t: 'lit', v: Number(tok.v) };
    if (tok.k === 'str') return { t: 'lit', v: tok.v };
    if (tok.k === 'op' && tok.v === '(') { const e = conditional(); expect(')'); return e; }
    if (tok.k === 'op' && (tok.v === '!' || tok.v === '-' || tok.v === 'empty')) return { t: 'un', op: tok.v, a: unaryOperand() };
    if (tok.k === 'id') {
      if (Object.hasOwn(LITERALS, tok.v)) return { t: 'lit', v: LITERALS[tok.v] };
      const parts = [tok.v];
      for (;;) {
        if (isOp('.')) { pos++; const next = tokens[pos++]; if (next?.k !== 'id') throw new ExpressionError('属性名不正确'); parts.push(next.v); continue; }
        if (isOp('[')) { pos++; const key = tokens[pos++]; if (key?.k !== 'str' && key?.k !== 'num') throw new ExpressionError('下标只能是常量'); expect(']'); parts.push(key.v); continue; }
        if (isOp('(')) throw new ExpressionError('表达式不允许调用函数');
        break;
      }
      if (parts.some((p) => FORBIDDEN.has(p))) throw new ExpressionError('表达式不允许访问该属性');
      return { t: 'path', parts };
    }
    throw new ExpressionError(`意外的符号 ${tok.v}`);
  }
  function unaryOperand(): Node { return primary(); }
  function binary(minPrec: number): Node {
    let left = primary();
    for (;;) {
      const tok = peek();
      const prec = tok?.k === 'op' ? BINARY[tok.v] : undefined;
      if (prec === undefined || prec < minPrec) return left;
      pos++;
      left = { t: 'bin', op: tok.v, a: left, b: binary(prec + 1) };
    }
  }
  function conditional(): Node {
    const c = binary(1);
    if (!isOp('?')) return c;
    pos++; const a = conditional(); expect(':'); const b = conditional();
    return { t: 'cond', c, a, b };
  }
  const node = conditional();
  if (pos !== tokens.length) throw new ExpressionError(`多余的符号 ${tokens[pos].v}`);
  return node;
}

function lookup(scope: Record<string, unknown>, parts: string[]): unknown {
  let value: unknown = scope;
  for (const part of parts) {
    if (value === null || typeof value !== 'object' || !Object.prototype.hasOwnProperty.call(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'function' ? undefined : value;
}

const num = (v: unknown): number => (typeof v === 'number' ? v : v === null || v === undefined || v === '' ? 0 : Number(v));

function evaluate(node: Node, scope: Record<string, unknown>): unknown {
  switch (node.t) {
    case 'lit': return node.v;
    case 'path': return lookup(scope, node.parts);
    case 'cond': return evaluate(node.c, scope) ? evaluate(node.a, scope) : evaluate(node.b, scope);
    case 'un': {
      const a = evaluate(node.a, scope);
      if (node.op === '!') return !a;
      if (node.op === '-') return -num(a);
      return a === null || a === undefined || a === '' || (Array.isArray(a) && a.length === 0); // empty
    }
    case 'bin': {
      if (node.op === '&&') return Boolean(evaluate(node.a, scope)) && Boolean(evaluate(node.b, scope));
      if (node.op === '||') return Boolean(evaluate(node.a, scope)) || Boolean(evaluate(node.b, scope));
      const a = evaluate(node.a, scope);
      const b = evaluate(node.b, scope);
      switch (node.op) {
        // JUEL coerces a number compared with text (a form field posted as "5"); other types compare strictly
        case '==': return looseEqual(a, b);
        case '!=': return !looseEqual(a, b);
        case '<': return compare(a, b) < 0;
        case '>': return compare(a, b) > 0;
        case '<=': return compare(a, b) <= 0;
        case '>=': return compare(a, b) >= 0;
        case '+': return typeof a === 'string' || typeof b === 'string' ? `${a ?? ''}${b ?? ''}` : num(a) + num(b);
        case '-': return num(a) - num(b);
        case '*': return num(a) * num(b);
        case '/': return num(a) / num(b);
        default: return num(a) % num(b);
      }
    }
  }
}

function looseEqual(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'string') return a === Number(b);
  if (typeof a === 'string' && typeof b === 'number') return Number(a) === b;
  if (a === undefined) return b === null || b === undefined;
  if (b === undefined) return a === null;
  return a === b;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  const x = num(a); const y = num(b);
  return x < y ? -1 : x > y ? 1 : x === y ? 0 : NaN;
}

const cache = new Map<string, Node>();

/** Parses (cached) and evaluates one expression body, the text between `${` and `}`. */
export function evaluateExpression(body: string, scope: Record<string, unknown>): unknown {
  let node = cache.get(body);
  if (!node) {
    if (body.length > MAX_LENGTH) throw new ExpressionError('表达式过长');
    node = parse(body);
    if (cache.size > 5000) cache.clear();
    cache.set(body, node);
  }
  return evaluate(node, scope);
}

/** Throws ExpressionError when the body is not in the subset: deploy checks every expression of a model with it. */
export function checkExpression(body: string): void {
  if (!cache.has(body)) cache.set(body, parse(body));
}

const WHOLE = /^\$\{([\s\S]+)\}$/;
const EMBEDDED = /\$\{([^}]+)\}/g;

/** The expression bodies in a text (`${a} and ${b}` has two). */
export function expressionBodies(text: string): string[] {
  return [...text.matchAll(EMBEDDED)].map((m) => m[1]);
}

/** A whole `${…}` gives its value; text with embedded expressions gives the text with each value put in. */
export function resolveTemplate(text: string, scope: Record<string, unknown>): unknown {
  const whole = WHOLE.exec(text.trim());
  if (whole && !whole[1].includes('${')) return evaluateExpression(whole[1], scope);
  return text.replace(EMBEDDED, (_m, body: string) => String(evaluateExpression(body, scope) ?? ''));
}
