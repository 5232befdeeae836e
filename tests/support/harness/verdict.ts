import type { LightMyRequestResponse } from 'fastify';
import type { FuzzCase } from './fuzzCases.ts';

export interface Finding {
  route: string;
  label: string;
  reason: string;
  /** What the server answered, shortened. */
  answer: string;
}

const CHINESE = /[\u4e00-\u9fff]/;

/**
 * What one answer breaks of the harness's rules: never HTTP 5xx or code 500, the envelope with a Chinese message on
 * every refusal, and a refusal for input the schema forbids. A download (an export) counts as accepted.
 */
export function judge(c: FuzzCase, res: LightMyRequestResponse | Error): { findings: Omit<Finding, 'route' | 'label'>[]; accepted: boolean } {
  if (res instanceof Error) return { findings: [{ reason: 'the request failed', answer: res.message.slice(0, 160) }], accepted: false };
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode >= 500) return { findings: [{ reason: 'HTTP 5xx', answer: `HTTP ${res.statusCode} ${res.body.slice(0, 160)}` }], accepted: false };
  if (!type.includes('json')) {
    const download = res.statusCode === 200 && Boolean(res.headers['content-disposition']);
    return download
      ? { findings: c.refuse === true ? [{ reason: 'accepted input its schema forbids', answer: 'a download' }] : [], accepted: true }
      : { findings: [{ reason: 'not the JSON envelope', answer: `HTTP ${res.statusCode} ${type} ${res.body.slice(0, 120)}` }], accepted: false };
  }
  let body: { code?: number; msg?: string };
  try {
    body = res.json();
  } catch {
    return { findings: [{ reason: 'not the JSON envelope', answer: res.body.slice(0, 160) }], accepted: false };
  }
  const answer = `HTTP ${res.statusCode} code ${body.code} ${String(body.msg ?? '').slice(0, 140)}`;
  if (body.code === 0) {
    return { findings: c.refuse === true ? [{ reason: 'accepted input its schema forbids', answer }] : [], accepted: true };
  }
  if (typeof body.code !== 'number') return { findings: [{ reason: 'not the JSON envelope', answer }], accepted: false };
  if (body.code === 500) return { findings: [{ reason: 'code 500', answer }], accepted: false };
  return { findings: CHINESE.test(String(body.msg ?? '')) ? [] : [{ reason: 'a refusal without a Chinese message', answer }], accepted: false };
}
