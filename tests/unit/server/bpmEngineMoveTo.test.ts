// The runtime's moveTo (退回, 撤回; src/server/modules/bpm/runtime/bpmnEngine.ts): the target task entered afresh, the
// named waits discarded without their outgoing flows, and the instance running on from the target as the first time.
import { afterEach, describe, expect, it } from 'vitest';
import { bpmnEngineRuntime } from '../../../src/server/modules/bpm/runtime/bpmnEngine.ts';
import type { LiveEngine, RuntimeDefinition, StepResult, WaitingTask } from '../../../src/server/modules/bpm/runtime/port.ts';

const runtime = bpmnEngineRuntime({ allowScripts: false });

/** A camunda-prefixed BPMN document with one process `key`; `body` is everything inside it. */
const document = (key: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="测试流程" isExecutable="true">${body}</bpmn:process>
</bpmn:definitions>`;

const definitionOf = (key: string, body: string): RuntimeDefinition => ({ id: `${key}:1:test`, bpmnXml: document(key, body), enginePrefix: 'camunda' });

/** start → A (user 1) → B (user 2) → C (user 3) → end */
const SEQUENTIAL = definitionOf('move_sequential', `
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="A" />
    <bpmn:userTask id="A" name="一审" camunda:assignee="1" />
    <bpmn:sequenceFlow id="f2" sourceRef="A" targetRef="B" />
    <bpmn:userTask id="B" name="二审" camunda:assignee="2" />
    <bpmn:sequenceFlow id="f3" sourceRef="B" targetRef="C" />
    <bpmn:userTask id="C" name="三审" camunda:assignee="3" />
    <bpmn:sequenceFlow id="f4" sourceRef="C" targetRef="end" />
    <bpmn:endEvent id="end" />`);

/** start → fork → (P1 (user 1) → P2 (user 2)) and Q (user 3) → join → end */
const PARALLEL = definitionOf('move_parallel', `
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="fork" />
    <bpmn:parallelGateway id="fork" />
    <bpmn:sequenceFlow id="f2" sourceRef="fork" targetRef="P1" />
    <bpmn:userTask id="P1" name="甲一" camunda:assignee="1" />
    <bpmn:sequenceFlow id="f3" sourceRef="P1" targetRef="P2" />
    <bpmn:userTask id="P2" name="甲二" camunda:assignee="2" />
    <bpmn:sequenceFlow id="f4" sourceRef="P2" targetRef="join" />
    <bpmn:sequenceFlow id="f5" sourceRef="fork" targetRef="Q" />
    <bpmn:userTask id="Q" name="乙" camunda:assignee="3" />
    <bpmn:sequenceFlow id="f6" sourceRef="Q" targetRef="join" />
    <bpmn:parallelGateway id="join" />
    <bpmn:sequenceFlow id="f7" sourceRef="join" targetRef="end" />
    <bpmn:endEvent id="end" />`);

/** start → A (user 1) → S, a countersign of `${signers}` (all of them) → end */
const COUNTERSIGN = definitionOf('move_countersign', `
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="A" />
    <bpmn:userTask id="A" name="发起" camunda:assignee="1" />
    <bpmn:sequenceFlow id="f2" sourceRef="A" targetRef="S" />
    <bpmn:userTask id="S" name="会签" camunda:assignee="\${assignee}">
      <bpmn:multiInstanceLoopCharacteristics isSequential="false" camunda:collection="\${signers}" camunda:elementVariable="assignee" />
    </bpmn:userTask>
    <bpmn:sequenceFlow id="f3" sourceRef="S" targetRef="end" />
    <bpmn:endEvent id="end" />`);

/** A (user 1, no start event nor inbound flow) → B (user 2) → end */
const NO_INBOUND = definitionOf('move_no_inbound', `
    <bpmn:userTask id="A" name="起草" camunda:assignee="1" />
    <bpmn:sequenceFlow id="f1" sourceRef="A" targetRef="B" />
    <bpmn:userTask id="B" name="审核" camunda:assignee="2" />
    <bpmn:sequenceFlow id="f2" sourceRef="B" targetRef="end" />
    <bpmn:endEvent id="end" />`);

/** start → fork → X (user 1) → A and fork → Y (user 3) → A (a merge, not a join); A (user 2) → B (user 2) → end */
const MERGE = definitionOf('move_merge', `
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="fork" />
    <bpmn:parallelGateway id="fork" />
    <bpmn:sequenceFlow id="f2" sourceRef="fork" targetRef="X" />
    <bpmn:userTask id="X" name="甲" camunda:assignee="1" />
    <bpmn:sequenceFlow id="f3" sourceRef="X" targetRef="A" />
    <bpmn:sequenceFlow id="f4" sourceRef="fork" targetRef="Y" />
    <bpmn:userTask id="Y" name="乙" camunda:assignee="3" />
    <bpmn:sequenceFlow id="f5" sourceRef="Y" targetRef="A" />
    <bpmn:userTask id="A" name="汇总" camunda:assignee="2" />
    <bpmn:sequenceFlow id="f6" sourceRef="A" targetRef="B" />
    <bpmn:userTask id="B" name="复核" camunda:assignee="2" />
    <bpmn:sequenceFlow id="f7" sourceRef="B" targetRef="end" />
    <bpmn:endEvent id="end" />`);

type Mode = 'live' | 'recovered';
const MODES: Mode[] = ['live', 'recovered'];

// every engine a test leaves live is stopped after it
const engines: LiveEngine[] = [];
afterEach(() => { for (const live of engines.splice(0)) live.stop(); });

function kept(step: StepResult): StepResult {
  if (step.live) engines.push(step.live);
  return step;
}

/** Where the next command starts: the step's live engine, or (recovered) its saved state alone. */
const from = (step: StepResult, mode: Mode) => ({ state: step.state, live: mode === 'live' ? step.live : null });

const waitOf = (step: StepResult, elementId: string): WaitingTask => {
  const waits = step.waiting.filter((w) => w.elementId === elementId);
  expect(waits).toHaveLength(1);
  return waits[0]!;
};

async function approve(definition: RuntimeDefinition, step: StepResult, wait: WaitingTask, mode: Mode): Promise<StepResult> {
  return kept(await runtime.complete(definition, from(step, mode), { elementId: wait.elementId, executionId: wait.executionId }, {}));
}

/** The waits a step leaves open: a recovered engine re-emits the decided task's too, which the step then ends (applyStep skips it so). */
const openWaits = (step: StepResult) => step.waiting
  .filter((w) => !step.trail.some((e) => (e.event === 'end' || e.event === 'discard') && e.executionId === w.executionId));
const open = (step: StepResult) => openWaits(step).map((w) => w.elementId).sort();

const events = (step: StepResult) => step.trail.map((e) => `${e.event} ${e.elementId}`);
const entered = (step: StepResult) => step.trail.filter((e) => e.event === 'enter').map((e) => e.elementId);

describe('moveTo', () => {
  it('takes a three-step sequence back from C to A, which runs on through B and C to the end', async () => {
    const started = kept(await runtime.start(SEQUENTIAL, {}));
    const firstA = waitOf(started, 'A');
    const atB = await approve(SEQUENTIAL, started, firstA, 'live');
    const firstB = waitOf(atB, 'B');
    const atC = await approve(SEQUENTIAL, atB, firstB, 'live');
    const c = waitOf(atC, 'C');

    const moved = kept(await runtime.moveTo(SEQUENTIAL, from(atC, 'live'), { discardExecutionIds: [c.executionId], targetElementId: 'A' }));
    expect(moved.ended).toBe(false);
    expect(moved.state).not.toBeNull();
    expect(moved.waiting).toHaveLength(1);
    const secondA = waitOf(moved, 'A');
    expect(secondA).toMatchObject({ elementId: 'A', name: '一审', candidateUserIds: [1] });
    // a new execution of A, as any entering makes it: `A_<random hex>`, not the first one's (bpm_task is unique on it)
    expect(secondA.executionId).toMatch(/^A_[0-9a-f]+$/);
    expect(secondA.executionId).not.toBe(firstA.executionId);
    // A entered, C discarded (and left): no flow taken or discarded after C, the end event not touched
    expect(events(moved)).toEqual(['enter A', 'discard C', 'end C']);
    expect(moved.trail.find((e) => e.event === 'discard')).toMatchObject({ elementType: 'bpmn:UserTask', executionId: c.executionId });
    expect(moved.trail.find((e) => e.event === 'enter')!.executionId).toBe(secondA.executionId);

    const atB2 = await approve(SEQUENTIAL, moved, secondA, 'live');
    expect(events(atB2)).toEqual(['take f2', 'enter B', 'end A']);
    const secondB = waitOf(atB2, 'B');
    expect(secondB.executionId).not.toBe(firstB.executionId);
    const atC2 = await approve(SEQUENTIAL, atB2, secondB, 'live');
    const secondC = waitOf(atC2, 'C');
    expect(secondC.executionId).not.toBe(c.executionId);
    const done = await approve(SEQUENTIAL, atC2, secondC, 'live');
    expect(done.ended).toBe(true);
    expect(done.state).toBeNull();
    expect(entered(done)).toEqual(['end']);
  });

  it.each(MODES)('takes B back to A (%s), and the state it saves runs on from A', async (mode) => {
    const started = kept(await runtime.start(SEQUENTIAL, {}));
    const firstA = waitOf(started, 'A');
    const atB = await approve(SEQUENTIAL, started, firstA, mode);
    const b = waitOf(atB, 'B');

    const moved = kept(await runtime.moveTo(SEQUENTIAL, from(atB, mode), { discardExecutionIds: [b.executionId], targetElementId: 'A' }));
    expect(moved.ended).toBe(false);
    // a recovered engine re-emits B's wait before the move discards it: it is not handed back as waiting
    expect(moved.waiting.map((w) => w.elementId)).toEqual(['A']);
    const secondA = waitOf(moved, 'A');
    expect(secondA.executionId).not.toBe(firstA.executionId);
    expect(events(moved)).toEqual(['enter A', 'discard B', 'end B']);

    // the saved state: B has gone, A waits (recovered here whatever the mode: `complete` with live null)
    const atB2 = await approve(SEQUENTIAL, moved, secondA, 'recovered');
    expect(open(atB2)).toEqual(['B']);
    expect(events(atB2)).toEqual(['take f2', 'enter B', 'end A']);
    const secondB = waitOf(atB2, 'B');
    expect(secondB.executionId).not.toBe(b.executionId);
    const atC = await approve(SEQUENTIAL, atB2, secondB, mode);
    const done = await approve(SEQUENTIAL, atC, waitOf(atC, 'C'), mode);
    expect(done.ended).toBe(true);
  });

  it.each(MODES)('discards one branch of a parallel split (%s): the other waits on, and the join waits for the moved branch', async (mode) => {
    const started = kept(await runtime.start(PARALLEL, {}));
    expect(started.waiting.map((w) => w.elementId).sort()).toEqual(['P1', 'Q']);
    const q = waitOf(started, 'Q');
    const atP2 = await approve(PARALLEL, started, waitOf(started, 'P1'), mode);
    const p2 = waitOf(atP2, 'P2');

    const moved = kept(await runtime.moveTo(PARALLEL, from(atP2, mode), { discardExecutionIds: [p2.executionId], targetElementId: 'P1' }));
    expect(moved.ended).toBe(false);
    expect(events(moved)).toEqual(['enter P1', 'discard P2', 'end P2']);
    const secondP1 = waitOf(moved, 'P1');
    if (mode === 'recovered') {
      // Q's wait, re-emitted by the resume, is the same execution: still waiting
      expect(moved.waiting.map((w) => `${w.elementId} ${w.executionId}`).sort()).toEqual([`P1 ${secondP1.executionId}`, `Q ${q.executionId}`]);
    } else {
      expect(moved.waiting.map((w) => w.elementId)).toEqual(['P1']);
    }

    // Q approved: the join must not fire (P2's discard did not reach it), the instance waits on the moved branch
    const afterQ = await approve(PARALLEL, moved, q, mode);
    expect(afterQ.ended).toBe(false);
    expect(events(afterQ)).toEqual(['take f6', 'end Q']);
    const atP2again = await approve(PARALLEL, afterQ, secondP1, mode);
    const done = await approve(PARALLEL, atP2again, waitOf(atP2again, 'P2'), mode);
    expect(entered(done)).toEqual(['join', 'end']);
    expect(done.ended).toBe(true);
  });

  it('discards a countersign\'s whole body when its iterations are named, and enters it afresh later', async () => {
    const started = kept(await runtime.start(COUNTERSIGN, { signers: [2, 3] }));
    const atS = await approve(COUNTERSIGN, started, waitOf(started, 'A'), 'live');
    const signs = atS.waiting.filter((w) => w.elementId === 'S');
    expect(signs.map((w) => w.candidateUserIds)).toEqual([[2], [3]]);

    const moved = kept(await runtime.moveTo(COUNTERSIGN, from(atS, 'recovered'), { discardExecutionIds: signs.map((w) => w.executionId), targetElementId: 'A' }));
    expect(moved.waiting.map((w) => w.elementId)).toEqual(['A']);
    // one discard, of the body: its iterations are `<body>_<n>`
    const discards = moved.trail.filter((e) => e.event === 'discard');
    expect(discards).toHaveLength(1);
    expect(signs.every((w) => w.executionId.startsWith(`${discards[0]!.executionId}_`))).toBe(true);

    const atS2 = await approve(COUNTERSIGN, moved, waitOf(moved, 'A'), 'recovered');
    const signs2 = atS2.waiting.filter((w) => w.elementId === 'S');
    expect(signs2).toHaveLength(2);
    expect(signs2.some((w) => signs.some((s) => s.executionId === w.executionId))).toBe(false);
    const one = await approve(COUNTERSIGN, atS2, signs2[0]!, 'recovered');
    expect(one.ended).toBe(false);
    const done = await approve(COUNTERSIGN, one, signs2[1]!, 'recovered');
    expect(done.ended).toBe(true);
  });

  it('enters a task that has no inbound flow (it is run directly)', async () => {
    const started = kept(await runtime.start(NO_INBOUND, {}));
    const firstA = waitOf(started, 'A');
    const atB = await approve(NO_INBOUND, started, firstA, 'live');
    const moved = kept(await runtime.moveTo(NO_INBOUND, from(atB, 'live'), { discardExecutionIds: [waitOf(atB, 'B').executionId], targetElementId: 'A' }));
    expect(events(moved)).toEqual(['enter A', 'discard B', 'end B']);
    expect(waitOf(moved, 'A').executionId).not.toBe(firstA.executionId);
    const atB2 = await approve(NO_INBOUND, moved, waitOf(moved, 'A'), 'recovered');
    const done = await approve(NO_INBOUND, atB2, waitOf(atB2, 'B'), 'live');
    expect(done.ended).toBe(true);
  });

  it.each(MODES)('queues a flow that reaches the moved-to task while it waits behind that wait, as for any running task (%s)', async (mode) => {
    const started = kept(await runtime.start(MERGE, {}));
    const atA = await approve(MERGE, started, waitOf(started, 'X'), mode);
    const atB = await approve(MERGE, atA, waitOf(atA, 'A'), mode);
    const moved = kept(await runtime.moveTo(MERGE, from(atB, mode), { discardExecutionIds: [waitOf(atB, 'B').executionId], targetElementId: 'A' }));
    const secondA = waitOf(moved, 'A');
    // Y's flow reaches A while A waits: it waits for A to leave (run at once, A would be entered twice at the same time)
    const afterY = await approve(MERGE, moved, waitOf(started, 'Y'), mode);
    expect(events(afterY)).toEqual(['take f5', 'end Y']);
    expect(open(afterY)).toEqual(mode === 'live' ? [] : ['A']);
    const afterA = await approve(MERGE, afterY, secondA, mode);
    // A leaves to B, and the queued flow enters A again
    expect(open(afterA)).toEqual(['A', 'B']);
    const thirdA = openWaits(afterA).find((w) => w.elementId === 'A')!;
    expect([started, atA, moved].some((step) => step.waiting.some((w) => w.executionId === thirdA.executionId))).toBe(false);
    const firstB = openWaits(afterA).find((w) => w.elementId === 'B')!;
    // A's flow to B queues behind B's wait in its turn
    const third = await approve(MERGE, afterA, thirdA, mode);
    expect(entered(third)).toEqual([]);
    const afterB = await approve(MERGE, third, firstB, mode);
    expect(afterB.ended).toBe(false);
    expect(open(afterB)).toEqual(['B']);
    const secondB = openWaits(afterB)[0]!;
    expect(secondB.executionId).not.toBe(firstB.executionId);
    const done = await approve(MERGE, afterB, secondB, mode);
    expect(done.ended).toBe(true);
  });

  it('refuses a target that is not a user task of the process, or waits already, and an execution that does not wait', async () => {
    const started = kept(await runtime.start(PARALLEL, {}));
    const saved = { state: started.state, live: null };
    const p1 = waitOf(started, 'P1').executionId;
    await expect(runtime.moveTo(PARALLEL, saved, { discardExecutionIds: [p1], targetElementId: 'nope' }))
      .rejects.toThrow('moveTo: nope is not a user task of process move_parallel');
    await expect(runtime.moveTo(PARALLEL, saved, { discardExecutionIds: [p1], targetElementId: 'fork' }))
      .rejects.toThrow('moveTo: fork is not a user task of process move_parallel');
    await expect(runtime.moveTo(PARALLEL, saved, { discardExecutionIds: [p1], targetElementId: 'Q' }))
      .rejects.toThrow('moveTo: Q is waiting already');
    await expect(runtime.moveTo(PARALLEL, saved, { discardExecutionIds: ['P2_0123456789'], targetElementId: 'P2' }))
      .rejects.toThrow('moveTo: P2_0123456789 is not a waiting user task of the instance');
    // the refusals changed nothing: the saved instance runs on
    const atP2 = await approve(PARALLEL, started, waitOf(started, 'P1'), 'recovered');
    expect(open(atP2)).toEqual(['P2', 'Q']);
  });
});
