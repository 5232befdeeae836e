// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import * as R from '../../../src/client/bpmn/panel/rules/index.ts';
import { ENGINE_PREFIXES, isValidProcessKey, randomTimerId } from '../../../src/shared/bpmn/index.ts';
import { fullProcessXml } from './fixtures/fullProcess.ts';
import { openModeler, type TestModeler } from './support/modeler.ts';

let m: TestModeler;
afterEach(() => m?.destroy());
const open = async (prefix: (typeof ENGINE_PREFIXES)[number] = 'flowable') => (m = await openModeler(prefix, fullProcessXml(prefix)));

describe('general: process key and element id', () => {
  it('accepts keys of the SPEC §5 pattern only', () => {
    for (const ok of ['a', '_x', 'leave-1.v$2', 'Process_1700000000000']) expect(isValidProcessKey(ok), ok).toBe(true);
    for (const bad of ['', '1a', '-a', '.a', '$a', 'a b', '请假', 'a/b', 'a:b']) expect(isValidProcessKey(bad), bad).toBe(false);
  });

  it('applies a valid key to the process id, refuses an invalid or taken one, and undoes', async () => {
    await open();
    const root = m.services.canvas.getRootElement();
    expect(R.applyId(m.services, root, '1bad')).toBe('pattern');
    expect(R.applyId(m.services, root, 'approve')).toBe('duplicate');
    expect(root.businessObject.id).toBe('leave');
    expect(R.applyId(m.services, root, 'leave_v2')).toBeNull();
    expect(root.businessObject.id).toBe('leave_v2');
    expect(await m.xml()).toContain('bpmnElement="leave_v2"');
    m.undo();
    expect(root.businessObject.id).toBe('leave');
    expect(R.isKeyEditable('leave')).toBe(false);
    expect(R.isKeyEditable(null)).toBe(true);
  });

  it('names an element, empty removes the name', async () => {
    await open();
    R.applyName(m.services, m.el('approve'), '部门审批');
    expect(m.el('approve').businessObject.name).toBe('部门审批');
    R.applyName(m.services, m.el('approve'), '');
    expect(m.el('approve').businessObject.name).toBeUndefined();
  });
});

describe('messages and signals', () => {
  it('lists, adds undoably and refuses duplicate ids', async () => {
    await open();
    expect(R.listRootElements(m.services, 'message')).toEqual([{ id: 'Message_approved', name: '审批通过' }]);
    expect(R.addRootElement(m.services, 'message', { id: 'Message_approved', name: '重复' })).toBe('exists');
    expect(R.addRootElement(m.services, 'signal', { id: 'Signal_cancel', name: '重复' })).toBe('exists');
    expect(R.addRootElement(m.services, 'message', { id: 'Message_2', name: '补充材料' })).toBeNull();
    expect(R.listRootElements(m.services, 'message').map((x) => x.id)).toEqual(['Message_approved', 'Message_2']);
    expect(await m.xml()).toContain('<bpmn2:message id="Message_2" name="补充材料" />');
    m.undo();
    expect(R.listRootElements(m.services, 'message')).toHaveLength(1);
    // after the undo the id is free again
    expect(R.addRootElement(m.services, 'message', { id: 'Message_2', name: '补充材料' })).toBeNull();
  });
});

describe('flow condition', () => {
  it('is shown for flows that do not leave a start event', async () => {
    await open();
    expect(R.hasFlowCondition(m.el('f1'))).toBe(false);
    expect(R.hasFlowCondition(m.el('fYes'))).toBe(true);
    expect(R.hasFlowCondition(m.el('approve'))).toBe(false);
  });

  it('reads normal, default and condition flows with expression and external script', async () => {
    await open();
    expect(R.readFlowCondition(m.services, m.el('fYes'))).toMatchObject({ type: 'condition', conditionType: 'expression', body: '${approved == true}' });
    expect(R.readFlowCondition(m.services, m.el('fNo')).type).toBe('default');
    expect(R.readFlowCondition(m.services, m.el('f2')).type).toBe('normal');
    expect(R.readFlowCondition(m.services, m.el('f3'))).toMatchObject({ type: 'condition', conditionType: 'script', scriptType: 'externalScript', language: 'groovy', resource: 'deployment://cond.groovy' });
  });

  it('switches type by the rules of SPEC §4, each switch one undo step', async () => {
    await open();
    const fYes = m.el('fYes');
    const gateway = m.el('gateway').businessObject;
    R.setFlowType(m.services, fYes, 'default');
    expect(fYes.businessObject.conditionExpression).toBeUndefined();
    expect(gateway.default).toBe(fYes.businessObject);
    m.undo();
    expect(fYes.businessObject.conditionExpression.body).toBe('${approved == true}');
    expect(gateway.default.id).toBe('fNo');

    const fNo = m.el('fNo');
    R.setFlowType(m.services, fNo, 'condition');
    expect(fNo.businessObject.conditionExpression.body).toBe('');
    expect(gateway.default).toBeUndefined();
    R.setFlowType(m.services, fNo, 'normal');
    expect(fNo.businessObject.conditionExpression).toBeUndefined();
    expect(gateway.default).toBeUndefined();
    m.undo();
    m.undo();
    expect(gateway.default.id).toBe('fNo');
  });

  it('writes expressions and inline or external scripts, clearing the other part', async () => {
    await open('activiti');
    const f = m.el('fYes');
    R.setCondition(m.services, f, { conditionType: 'script', scriptType: 'inlineScript', language: 'javascript', body: 'approved', resource: 'x.js' });
    expect(f.businessObject.conditionExpression).toMatchObject({ language: 'javascript', body: 'approved' });
    expect(f.businessObject.conditionExpression.get('activiti:resource')).toBeUndefined();
    R.setCondition(m.services, f, { conditionType: 'script', scriptType: 'externalScript', language: 'groovy', body: 'ignored', resource: 'cond.groovy' });
    expect(f.businessObject.conditionExpression.body).toBeUndefined();
    expect(f.businessObject.conditionExpression.get('activiti:resource')).toBe('cond.groovy');
    R.setCondition(m.services, f, { conditionType: 'expression', scriptType: 'inlineScript', language: 'groovy', body: '${days > 3}', resource: 'cond.groovy' });
    expect(f.businessObject.conditionExpression.language).toBeUndefined();
    expect(await m.xml()).toContain('${days &gt; 3}</bpmn2:conditionExpression>');
  });
});

describe('task', () => {
  it('edits user-task assignment under the current prefix', async () => {
    await open('activiti');
    const task = m.el('approve');
    expect(R.taskVariant(task)).toBe('user');
    expect(R.readUserTask(m.services, task)).toMatchObject({ assignee: '${initiator}', candidateGroups: 'dept_leader,hr', priority: '50' });
    R.setUserTaskField(m.services, task, 'candidateGroups', 'finance');
    R.setUserTaskField(m.services, task, 'dueDate', '');
    const xml = await m.xml();
    expect(xml).toContain('activiti:candidateGroups="finance"');
    expect(xml).not.toContain('activiti:dueDate');
    m.undo();
    expect(R.readUserTask(m.services, task).dueDate).toBe('P2D');
  });

  it('script task: inline clears the resource, external clears the script, empty becomes null', async () => {
    await open('camunda');
    const script = m.el('script');
    expect(R.taskVariant(script)).toBe('script');
    expect(R.readScriptTask(m.services, script)).toMatchObject({ scriptType: 'external', resource: 'classpath://log.js', resultVariable: 'logged' });
    R.setScriptTask(m.services, script, { scriptFormat: 'groovy', scriptType: 'inline', script: 'println 1', resource: 'classpath://log.js', resultVariable: '' });
    const bo = script.businessObject;
    expect([bo.scriptFormat, bo.script, bo.get('camunda:resource'), bo.get('camunda:resultVariable')]).toEqual(['groovy', 'println 1', null, null]);
    expect(await m.xml()).toContain('<bpmn2:scriptTask id="script" name="记录" scriptFormat="groovy">');
    R.setScriptTask(m.services, script, { scriptFormat: '', scriptType: 'external', script: 'println 1', resource: 'a.groovy', resultVariable: 'r' });
    expect([bo.scriptFormat, bo.script, bo.get('camunda:resource'), bo.get('camunda:resultVariable')]).toEqual([null, null, 'a.groovy', 'r']);
  });

  it('receive task picks one of the process messages', async () => {
    await open();
    const wait = m.el('wait');
    expect(R.taskVariant(wait)).toBe('receive');
    R.setReceiveMessage(m.services, wait, '');
    expect(wait.businessObject.messageRef).toBeUndefined();
    R.setReceiveMessage(m.services, wait, 'Message_approved');
    expect(wait.businessObject.messageRef.id).toBe('Message_approved');
  });
});

describe('multi-instance', () => {
  it('reads the loop and switches its type; Null removes it', async () => {
    await open();
    const task = m.el('approve');
    expect(R.loopType(task)).toBe('ParallelMultiInstance');
    expect(R.readMultiInstance(m.services, task)).toMatchObject({ collection: '${approvers}', elementVariable: 'assignee', asyncAfter: true, timeCycle: 'R5/PT1M' });
    R.setLoopType(m.services, task, 'SequentialMultiInstance');
    expect(task.businessObject.loopCharacteristics.isSequential).toBe(true);
    R.setLoopType(m.services, task, 'StandardLoop');
    expect(task.businessObject.loopCharacteristics.$type).toBe('bpmn:StandardLoopCharacteristics');
    R.setLoopType(m.services, task, 'Null');
    expect(task.businessObject.loopCharacteristics).toBeUndefined();
    m.undo();
    m.undo();
    m.undo();
    expect(R.readMultiInstance(m.services, task).collection).toBe('${approvers}');
  });

  it('empties cardinality and completion condition when their input is empty', async () => {
    await open();
    const task = m.el('approve');
    R.setLoopExpression(m.services, task, 'loopCardinality', '3');
    expect(task.businessObject.loopCharacteristics.loopCardinality.body).toBe('3');
    R.setLoopExpression(m.services, task, 'loopCardinality', '');
    R.setLoopExpression(m.services, task, 'completionCondition', '');
    expect(task.businessObject.loopCharacteristics.loopCardinality).toBeUndefined();
    expect(task.businessObject.loopCharacteristics.completionCondition).toBeUndefined();
  });

  it('both async flags off resets exclusive to false and clears the retry cycle; exclusive shows only with async', async () => {
    await open();
    const task = m.el('approve');
    R.setLoopAsync(m.services, task, 'asyncBefore', true);
    R.setLoopExclusive(m.services, task, true);
    expect(R.showsExclusive(R.readMultiInstance(m.services, task))).toBe(true);
    R.setLoopAsync(m.services, task, 'asyncBefore', false);
    expect(R.readMultiInstance(m.services, task)).toMatchObject({ asyncBefore: false, asyncAfter: true, timeCycle: 'R5/PT1M' });
    R.setLoopAsync(m.services, task, 'asyncAfter', false);
    const form = R.readMultiInstance(m.services, task);
    expect(form).toMatchObject({ asyncBefore: false, asyncAfter: false, exclusive: false, timeCycle: '' });
    expect(R.showsExclusive(form)).toBe(false);
    m.undo();
    expect(R.readMultiInstance(m.services, task)).toMatchObject({ asyncAfter: true, timeCycle: 'R5/PT1M' });
    R.setLoopTimeCycle(m.services, task, 'R1/PT5M');
    expect(R.readMultiInstance(m.services, task).timeCycle).toBe('R1/PT5M');
  });
});

describe('listeners', () => {
  const base = (kind: R.ListenerKind) => R.emptyListener(kind);

  it('validates the listener form with the texts of SPEC §5', () => {
    expect(R.validateListener({ ...base('task'), event: '', listenerType: '' }, 'task')).toEqual({ event: 'event', id: 'id', listenerType: 'listenerType' });
    expect(R.validateListener({ ...base('execution') }, 'execution')).toEqual({ class: 'class' });
    expect(R.validateListener({ ...base('execution'), listenerType: 'expressionListener' }, 'execution')).toEqual({ expression: 'expression' });
    expect(R.validateListener({ ...base('execution'), listenerType: 'delegateExpressionListener' }, 'execution')).toEqual({ delegateExpression: 'delegateExpression' });
    expect(R.validateListener({ ...base('execution'), listenerType: 'scriptListener' }, 'execution')).toEqual({ scriptFormat: 'scriptFormat', scriptType: 'scriptType' });
    expect(R.validateListener({ ...base('execution'), listenerType: 'scriptListener', scriptFormat: 'js', scriptType: 'inlineScript' }, 'execution')).toEqual({ value: 'value' });
    expect(R.validateListener({ ...base('execution'), listenerType: 'scriptListener', scriptFormat: 'js', scriptType: 'externalScript' }, 'execution')).toEqual({ resource: 'resource' });
    const timeout = { ...base('task'), id: 'l1', class: 'A', event: 'timeout', eventDefinitionType: 'duration' as const };
    expect(R.validateListener(timeout, 'task')).toEqual({ eventTimeDefinitions: 'eventTimeDefinitions' });
    expect(R.validateListener({ ...timeout, eventDefinitionType: 'null' }, 'task')).toEqual({});
    expect(R.showsTimer(timeout, 'task')).toBe(true);
    expect(R.showsTimer(timeout, 'execution')).toBe(false);
    expect(R.showsTimer({ event: 'create' }, 'task')).toBe(false);
  });

  it('validates fields by their type', () => {
    expect(R.validateField({ name: '', fieldType: '', string: '', expression: '' })).toEqual({ name: 'fieldName', fieldType: 'fieldType' });
    expect(R.validateField({ ...R.emptyField(), name: 'a' })).toEqual({ string: 'fieldString' });
    expect(R.validateField({ ...R.emptyField(), name: 'a', fieldType: 'expression' })).toEqual({ expression: 'fieldExpression' });
    expect(R.validateField({ ...R.emptyField(), name: 'a', string: 'v' })).toEqual({});
  });

  it('reads listeners back into the form, timer and fields included', async () => {
    await open();
    const [timeout, script] = R.listenersOf(m.services, m.el('approve'), 'task').map((l) => R.listenerToForm(l, 'task'));
    expect(timeout).toMatchObject({ event: 'timeout', id: 'remind', listenerType: 'classListener', class: 'com.example.Remind', eventDefinitionType: 'duration', eventTimeDefinitions: 'PT1H' });
    expect(timeout.fields).toEqual([{ name: 'channel', fieldType: 'string', string: 'sms', expression: '' }, { name: 'who', fieldType: 'expression', string: '', expression: '${assignee}' }]);
    expect(script).toMatchObject({ listenerType: 'scriptListener', scriptFormat: 'groovy', scriptType: 'inlineScript', value: "println 'created'" });
    const [exec] = R.listenersOf(m.services, m.el('fYes'), 'execution').map((l) => R.listenerToForm(l, 'execution'));
    expect(exec).toMatchObject({ event: 'take', listenerType: 'expressionListener', expression: '${audit.log(execution)}' });
  });

  it('adds a timeout listener with an 8-character timer id and a field, edits and removes, keeping other extensions', async () => {
    await open('camunda');
    const task = m.el('approve');
    const form: R.ListenerForm = { ...base('task'), event: 'timeout', id: 'escalate', listenerType: 'delegateExpressionListener', delegateExpression: '${escalation}', eventDefinitionType: 'cycle', eventTimeDefinitions: 'R3/PT10M', fields: [{ name: 'level', fieldType: 'string', string: '2', expression: '' }] };
    R.saveListener(m.services, task, 'task', -1, form);
    let listeners = R.listenersOf(m.services, task, 'task');
    expect(listeners).toHaveLength(3);
    const timer = listeners[2].eventDefinitions[0];
    expect(timer.id).toMatch(/^TimerEventDefinition_[A-Za-z0-9]{8}$/);
    expect(timer.timeCycle.body).toBe('R3/PT10M');
    const xml = await m.xml();
    expect(xml).toMatch(/<camunda:taskListener delegateExpression="\$\{escalation\}" event="timeout" id="escalate">\s*<camunda:field name="level">\s*<camunda:string>2<\/camunda:string>/);
    expect(xml).toContain('<camunda:failedJobRetryTimeCycle>R3/PT10M</camunda:failedJobRetryTimeCycle>');

    R.saveListener(m.services, task, 'task', 0, { ...R.listenerToForm(listeners[0], 'task'), class: 'com.example.Remind2' });
    listeners = R.listenersOf(m.services, task, 'task');
    expect(listeners.map((l) => l.class ?? l.delegateExpression ?? 'script')).toEqual(['com.example.Remind2', 'script', '${escalation}']);
    R.removeListener(m.services, task, 'task', 1);
    expect(R.listenersOf(m.services, task, 'task')).toHaveLength(2);
    m.undo();
    expect(R.listenersOf(m.services, task, 'task')).toHaveLength(3);
  });

  it('execution listeners of each prefix are written with that prefix', async () => {
    for (const prefix of ENGINE_PREFIXES) {
      m = await openModeler(prefix, fullProcessXml(prefix));
      R.saveListener(m.services, m.el('approve'), 'execution', -1, { ...base('execution'), event: 'end', class: 'com.example.End' });
      expect(await m.xml()).toContain(`<${prefix}:executionListener class="com.example.End" event="end" />`);
      m.destroy();
    }
    m = await openModeler('camunda', fullProcessXml('camunda'));
  });

  it('makes 8-character alphanumeric timer ids', () => {
    for (let i = 0; i < 50; i++) expect(randomTimerId()).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(R.upsertAt([1, 2, 3], 1, 9)).toEqual([1, 9, 3]);
    expect(R.upsertAt([1, 2], -1, 9)).toEqual([1, 2, 9]);
    expect(R.removeAt([1, 2, 3], 0)).toEqual([2, 3]);
  });
});

describe('form, extension properties, other and documentation', () => {
  it('reads and rewrites form data on user tasks and start events', async () => {
    await open();
    expect(R.hasForm(m.el('start'))).toBe(true);
    expect(R.hasForm(m.el('gateway'))).toBe(false);
    const form = R.readForm(m.services, m.el('start'));
    expect(form).toMatchObject({ formKey: 'leave_form', businessKey: 'leaveId' });
    expect(form.fields.map((f) => [f.id, f.type])).toEqual([['days', 'long'], ['kind', 'enum'], ['from', 'date']]);
    expect(form.fields[1].values).toEqual([{ id: 'sick', name: '病假' }, { id: 'annual', name: '年假' }]);
    const fields = [...form.fields, { ...R.emptyFormField(), id: 'memo', type: 'custom', customType: 'richtext', label: '备注' }];
    R.setFormData(m.services, m.el('start'), 'leaveNo', fields);
    R.setFormKey(m.services, m.el('start'), 'leave_v2');
    const xml = await m.xml();
    expect(xml).toContain('flowable:formKey="leave_v2"');
    expect(xml).toContain('<flowable:formData businessKey="leaveNo">');
    expect(xml).toContain('<flowable:formField id="memo" label="备注" type="richtext" />');
    expect(xml).toContain('datePattern="yyyy-MM-dd"');
    expect(R.readForm(m.services, m.el('start')).fields[3]).toMatchObject({ type: 'custom', customType: 'richtext' });
    R.setFormData(m.services, m.el('start'), '', []);
    expect(await m.xml()).not.toContain('formData');
  });

  it('edits extension properties', async () => {
    await open();
    const root = m.services.canvas.getRootElement();
    expect(R.readProperties(m.services, root)).toEqual([{ name: 'category', value: 'oa' }]);
    R.writeProperties(m.services, root, [{ name: 'category', value: 'hr' }, { name: 'level', value: '2' }]);
    expect(R.readProperties(m.services, root)).toHaveLength(2);
    // the execution listener next to them is kept
    expect(R.listenersOf(m.services, root, 'execution')).toHaveLength(1);
    R.writeProperties(m.services, root, []);
    expect(await m.xml()).not.toContain('flowable:properties>\n    </bpmn2:extensionElements');
    expect(R.readProperties(m.services, root)).toEqual([]);
  });

  it('async, exclusive, job priority, retries and documentation', async () => {
    await open();
    const task = m.el('approve');
    expect(R.readOther(m.services, task)).toMatchObject({ asyncBefore: true, exclusive: false, timeCycle: 'R3/PT10M' });
    R.setAsync(m.services, task, 'asyncBefore', false);
    expect(R.readOther(m.services, task)).toMatchObject({ asyncBefore: false, asyncAfter: false, exclusive: false, timeCycle: '' });
    R.setJobPriority(m.services, task, '10');
    expect(task.businessObject.get('flowable:jobPriority')).toBe('10');
    R.setDocumentation(m.services, task, '部门负责人审批');
    expect(R.readDocumentation(task)).toBe('部门负责人审批');
    m.undo();
    expect(R.readDocumentation(task)).toBe('');
  });
});
