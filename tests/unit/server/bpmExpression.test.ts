import { describe, expect, it } from 'vitest';
import { engineExpressions } from '../../../src/server/modules/bpm/runtime/engineExpressions.ts';
import { checkExpression, evaluateExpression, ExpressionError, resolveTemplate } from '../../../src/server/modules/bpm/runtime/expression.ts';

const run = (text: string, variables: Record<string, unknown> = {}, content: Record<string, unknown> = {}) =>
  engineExpressions.resolveExpression(text, { environment: { variables }, content });

describe('the JUEL expression subset', () => {
  it('evaluates what process models write', () => {
    expect(run('${approved == true}', { approved: true })).toBe(true);
    expect(run('${approved == true}', { approved: false })).toBe(false);
    expect(run('${day > 3}', { day: 5 })).toBe(true);
    expect(run('${day > 3}', { day: '2' })).toBe(false); // a form posts numbers as text
    expect(run('${day == 5}', { day: '5' })).toBe(true);
    expect(run('${initiator}', { initiator: 42 })).toBe(42);
    expect(run('${day >= 1 && day <= 3 || urgent}', { day: 7, urgent: true })).toBe(true);
    expect(run('${!(approved) and day gt 3}', { approved: false, day: 4 })).toBe(true);
    expect(run("${type == 'sick' ? 1 : 2}", { type: 'sick' })).toBe(1);
    expect(run('${(a + b) * 2 - c / 4 % 3}', { a: 1, b: 2, c: 8 })).toBe(4);
    expect(run('${leave.days > 2}', { leave: { days: 3 } })).toBe(true);
    expect(run('${empty reason}', { reason: '' })).toBe(true);
    expect(run('${missing == null}', {})).toBe(true);
    expect(run('请假 ${day} 天', { day: 3 })).toBe('请假 3 天');
  });

  it('reads the multi-instance iteration and Flowable countersign counters', () => {
    expect(run('${assignee}', { assignee: 'x' }, { assignee: 7, isMultiInstance: true })).toBe(7);
    expect(run('${type}', { type: 'leave' }, { type: 'bpmn:UserTask' })).toBe('leave');
    const loop = { loopOutput: [{ approved: true }, { approved: true }, undefined], loopCardinality: 3 };
    expect(run('${nrOfCompletedInstances >= 2}', {}, loop)).toBe(true);
    expect(run('${nrOfApproved / nrOfInstances >= 0.5 and nrOfRejected == 0 and nrOfActiveInstances == 1}', {}, loop)).toBe(true);
  });

  it('refuses anything that reaches beyond data: calls, prototypes, unknown syntax', () => {
    const refused = [
      'constructor.constructor("return process")()',
      "''.constructor",
      'a.__proto__',
      'a["__proto__"]',
      'a.prototype',
      'process.exit()',
      'require("fs")',
      'x = 1',
      'a; b',
      '`t`',
      'import("fs")',
      'new Function("x")',
      '"unterminated',
    ];
    for (const body of refused) expect(() => checkExpression(body), body).toThrow(ExpressionError);
  });

  it('cannot see functions or inherited properties of the data it is given', () => {
    const variables = { f: () => 'called', o: Object.create({ inherited: 1 }) };
    expect(evaluateExpression('f', variables)).toBeUndefined();
    expect(evaluateExpression('o.inherited', variables)).toBeUndefined();
    expect(evaluateExpression('toString', variables)).toBeUndefined();
    expect(resolveTemplate('${hasOwnProperty}', {})).toBeUndefined();
  });
});
