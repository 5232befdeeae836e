import { resolveTemplate } from './expression.ts';

/**
 * bpmn-elements' `expressions` option over our JUEL subset. The scope is the process variables, then the message
 * content (a multi-instance iteration's element variable, e.g. `assignee`), then Flowable's countersign counters,
 * which bpmn-engine does not have: derived from the loop output (one entry per completed iteration).
 */
export const engineExpressions = {
  resolveExpression(text: string, context: { environment?: { variables?: Record<string, unknown> }; content?: Record<string, unknown> }): unknown {
    if (typeof text !== 'string') return text;
    return resolveTemplate(text, scopeOf(context));
  },
  isExpression: (text: unknown): boolean => typeof text === 'string' && /^\$\{.+\}$/s.test(text.trim()),
  hasExpression: (text: unknown): boolean => typeof text === 'string' && /\$\{.+?\}/s.test(text),
};

function scopeOf(context: { environment?: { variables?: Record<string, unknown> }; content?: Record<string, unknown> }): Record<string, unknown> {
  const variables = context.environment?.variables ?? {};
  const content = context.content ?? {};
  const scope: Record<string, unknown> = { ...variables, ...pick(content) };
  const loopOutput = content.loopOutput as unknown[] | undefined;
  if (Array.isArray(loopOutput)) {
    const done = loopOutput.filter((o) => o !== undefined && o !== null);
    const total = Number(content.loopCardinality ?? loopOutput.length);
    scope.nrOfInstances = total;
    scope.nrOfCompletedInstances = done.length;
    scope.nrOfActiveInstances = total - done.length;
    scope.nrOfApproved = done.filter((o) => (o as { approved?: unknown }).approved === true).length;
    scope.nrOfRejected = done.filter((o) => (o as { approved?: unknown }).approved === false).length;
  }
  return scope;
}

/** The engine's own message fields: never variables (a form field named `type` must not read `bpmn:UserTask`). */
const ENGINE_KEYS = new Set(['id', 'type', 'name', 'executionId', 'parent', 'state', 'index', 'isRootScope', 'isMultiInstance',
  'isRecovered', 'isSequential', 'loopCardinality', 'attachedTo', 'timeout', 'expireAt', 'inbound', 'outbound', 'sequenceFlow',
  'isDefault', 'targetId', 'sourceId', 'output', 'input', 'loopOutput', 'message', 'processId']);

/** The iteration variables of the content (plain values only), and Flowable's loopCounter. */
function pick(content: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(content)) {
    if (ENGINE_KEYS.has(k)) continue;
    if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) out[k] = v;
  }
  if (typeof content.index === 'number' && content.isMultiInstance) out.loopCounter = content.index;
  return out;
}
