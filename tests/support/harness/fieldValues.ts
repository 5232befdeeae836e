import { createAjv } from '../../../src/shared/validation/ajv.ts';
import { Raw, parsedValue } from './rawJson.ts';
import { isIdField, type FieldSchema } from './routeCatalogue.ts';

/** Where a value travels: JSON text keeps its type, a URL carries text only. */
export type Location = 'params' | 'querystring' | 'body';

/** A field left out of the input. */
export const OMIT = Symbol('omit');

/** Facts of the running database the generator needs: the values of each dictionary. */
export interface FuzzContext {
  dictValues: Map<string, string[]>;
}

const MIB = 1 << 20;
/** 9999-12-31T23:59:59.999Z: a later date has no text form in PostgreSQL's or yudao's date formats. */
export const LAST_MS = 253402300799999;
/** An id no table reaches in a test: inputs act on nothing unless the server misreads them. */
export const MISSING_ID = 999_999_999;

const typeOf = (s: FieldSchema): string | undefined => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

const STRING_CANDIDATES = ['fuzzbase', 'fuzz_base', 'fuzz-base.1', 'a', '13800000000', 'fuzz@example.com', '2024-01-01 00:00:00', '0', ''];

/** A value the field's schema accepts (as far as the generator can tell): the base each mutation starts from. */
export function baseValue(name: string, s: FieldSchema, ctx: FuzzContext): unknown {
  if (s.enum?.length) return s.enum.find((v) => v !== '') ?? s.enum[0];
  const type = typeOf(s);
  const dict = s.dict ? ctx.dictValues.get(s.dict) : undefined;
  if (dict?.length) return type === 'integer' || type === 'number' ? Number(dict[0]) : dict[0];
  switch (type) {
    case 'integer':
    case 'number':
      if (s.format === 'timestamp') return 1_700_000_000_000;
      if (isIdField(name)) return MISSING_ID;
      return Math.min(Math.max(s.minimum ?? 0, 0), s.maximum ?? Infinity);
    case 'boolean':
      return true;
    case 'array':
      return s.minItems ? [baseValue(name.replace(/s$/, ''), s.items ?? {}, ctx)] : [];
    case 'object':
      return Object.fromEntries((s.required ?? []).map((f) => [f, baseValue(f, s.properties?.[f] ?? {}, ctx)]));
    case 'string':
      return STRING_CANDIDATES.find((c) => strictlyValid(s, c)) ?? 'fuzzbase';
    default:
      return 'fuzzbase';
  }
}

/** Values that do not belong in the field, by its type (`raw` ones are written into the JSON or URL text as is). */
export function mutations(name: string, s: FieldSchema, location: Location, base: unknown): { label: string; value: unknown }[] {
  const type = typeOf(s);
  const inUrl = location !== 'body';
  const out: [string, unknown][] = [];
  const strings: [string, unknown][] = [
    ['NUL', 'a\u0000b'], ['lone surrogate', '\ud800x'], ['lone low surrogate', 'x\udfff'], ['RTL', '\u202eevil\u202c'],
    ['emoji', '😀👍🏽👨‍👩‍👧'], ['1 MiB', 'a'.repeat(MIB)], ['markup', '<script>alert(1)</script>'], ['quote', "' or 1=1 --"],
    ['date past 9999', '10000-01-01 00:00:00'], ['zero date', '0000-00-00'], ['impossible date', '2024-13-45 25:61:61'],
  ];
  if (type === 'integer' || type === 'number') {
    const huge: [string, unknown][] = [
      ['1e400', new Raw('1e400')], ['-1e400', new Raw('-1e400')], ['20 digits', new Raw('99999999999999999999')],
      ['2^63', new Raw('9223372036854775808')], ['2^53+1', new Raw('9007199254740993')], ['-1', -1], ['0', 0],
    ];
    if (s.minimum !== undefined) out.push(['minimum-1', s.minimum - 1]);
    if (s.maximum !== undefined) out.push(['maximum+1', s.maximum + 1]);
    if (s.format === 'timestamp') out.push(['year 10000', 253402300800000], ['8.64e15', 8.64e15], ['1e17', new Raw('1e17')]);
    if (s.dict) out.push(['not in dictionary', 97]);
    if (inUrl) {
      out.push(['"true"', 'true'], ['empty', ''], ['"0x6"', '0x6'], ['" 6"', ' 6'], ['"6 "', '6 '], ['1.5', '1.5'], ['Infinity', 'Infinity'], ['NaN', 'NaN'], ['NUL', new Raw('6%00')], ['1 MiB', '9'.repeat(MIB)]);
      if (location === 'querystring') out.push(['repeated', ['1', '2']]);
      out.push(...huge.map(([l, v]): [string, unknown] => [l, v instanceof Raw ? v : String(v)]));
    } else {
      out.push(['true', true], ['false', false], ['[6]', [6]], ['object', {}], ['null', null], ['"abc"', 'abc'], ['"0x6"', '0x6'], ['" 6"', ' 6'],
        ['"6"', '6'], ['"Infinity"', 'Infinity'], ['1.5', 1.5], ...huge);
    }
  } else if (type === 'string') {
    if (s.minLength) out.push(['minLength-1', 'x'.repeat(s.minLength - 1)]);
    if (s.maxLength !== undefined) out.push(['maxLength+1', 'x'.repeat(s.maxLength + 1)]);
    if (s.dict || s.enum) out.push(['not in dictionary', 'not-a-dict-value']);
    out.push(...strings);
    if (inUrl) out.push(['bad percent-encoding', new Raw('%E0%A4%A')]);
    if (location === 'querystring') out.push(['repeated', [String(base ?? 'a'), 'b']]);
    if (!inUrl) out.push(['true', true], ['number', 123], ['[value]', [base]], ['object', { a: 1 }], ['null', null]);
  } else if (type === 'boolean') {
    out.push(['"yes"', 'yes'], ['2', inUrl ? '2' : 2]);
    if (location === 'querystring') out.push(['repeated', ['true', 'false']]);
    if (!inUrl) out.push(['[true]', [true]], ['object', {}], ['null', null], ['"true"', 'true'], ['0', 0]);
  } else if (type === 'array') {
    const item = s.items ?? {};
    const itemBase = Array.isArray(base) && base.length ? base[0] : baseValue(name.replace(/s$/, ''), item, { dictValues: new Map() });
    if (s.maxItems !== undefined) out.push(['maxItems+1', Array.from({ length: s.maxItems + 1 }, () => itemBase)]);
    if (inUrl) {
      out.push(['1 MiB item', 'a'.repeat(MIB)], ['NUL item', 'a\u0000b']);
    } else {
      out.push(['object', {}], ['text', 'a'], ['null', null], ['[null]', [null]], ['nested', [[itemBase]]]);
      for (const m of mutations(name.replace(/s$/, ''), item, location, itemBase).filter((m) => m.label !== 'null' && m.label !== '1 MiB')) {
        out.push([`[${m.label}]`, [m.value]]);
      }
    }
  } else if (!inUrl) {
    out.push(['array', []], ['text', 'x'], ['null', null], ['number', 6]);
  }
  return out.map(([label, value]) => ({ label, value }));
}

// NUL and UTF-16 surrogates: text PostgreSQL cannot store as sent, which a server may refuse or clean
// eslint-disable-next-line no-control-regex -- NUL is what this looks for
const UNSTORABLE = /[\u0000\ud800-\udfff]/;

// formats the server adds elsewhere (e.g. for query dates) are not known here: those fields get no expectation
const ajv = createAjv({ useDefaults: false, logger: false });
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

function strictlyValid(s: FieldSchema, value: unknown): boolean {
  const key = JSON.stringify(s);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(s);
    validators.set(key, validate);
  }
  return validate(value) as boolean;
}

/** What a URL's text means for a field of that type, or undefined when it has no clear meaning. */
function fromUrl(s: FieldSchema, value: unknown): unknown {
  if (Array.isArray(value)) return value; // repeated: a scalar field gets an array
  if (value instanceof Raw) {
    try {
      return decodeURIComponent(value.text);
    } catch {
      return undefined;
    }
  }
  const text = String(value);
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : text;
    case 'array':
      return [text];
    default:
      return text;
  }
}

/**
 * Must the server refuse this value? true: it breaks the field's schema, a dictionary, a range no column holds or a
 * date past 9999; false: it is valid; null: yudao's own leniency applies (a number for a text, "6" for 6, null for
 * an optional field, NUL or lone surrogates that may be cleaned), so either answer is fine as long as it is not 500.
 */
export function mustRefuse(name: string, s: FieldSchema, value: unknown, location: Location, required: boolean, ctx: FuzzContext): boolean | null {
  if (value === OMIT) return required && !('default' in s); // a default fills a missing field
  const type = typeOf(s);
  let seen: unknown;
  if (location === 'body') {
    seen = parsedValue(value);
    if (seen === null) return required ? true : null;
    if (type === 'string' && (typeof seen === 'number' || typeof seen === 'boolean')) return null;
    if ((type === 'integer' || type === 'number') && typeof seen === 'string' && /^-?\d+$/.test(seen)) seen = Number(seen);
    // decision 37: a flag may come as its text, or as 0 / 1
    if (type === 'boolean' && (seen === 'true' || seen === 'false' || seen === 0 || seen === 1)) return null;
  } else {
    // Spring joins a repeated text parameter with commas: only a repeated number, flag or id must be refused
    if (Array.isArray(value) && type === 'string') return null;
    seen = fromUrl(s, value);
    if (seen === undefined) return null;
    if (seen === '' && !required) return null;
  }
  if (typeof seen === 'string' && UNSTORABLE.test(seen) && strictlyValid(s, seen.replace(new RegExp(UNSTORABLE, 'g'), ''))) return null;
  if (!strictlyValid(s, seen)) return true;
  const numbers = (Array.isArray(seen) ? seen : [seen]).filter((v): v is number => typeof v === 'number');
  if (numbers.some((n) => !Number.isFinite(n) || Math.abs(n) > Number.MAX_SAFE_INTEGER)) return true;
  if (s.format === 'timestamp' && numbers.some((n) => n > LAST_MS)) return true;
  const dict = s.dict ? ctx.dictValues.get(s.dict) : undefined;
  if (dict?.length && !dict.includes(String(seen))) return true;
  return false;
}
