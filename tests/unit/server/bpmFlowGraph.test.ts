import { describe, expect, it } from 'vitest';
import { flowGraph, sequentialPredecessors, successors } from '../../../src/server/modules/bpm/runtime/flowGraph.ts';

/** A → gateway (exclusive) → B → fork (parallel) → [P, Q] → join → C, and B's rework loop back to A. */
const xml = `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"><bpmn:process id="p">
  <bpmn:startEvent id="start" />
  <bpmn:userTask id="A" name="填报" />
  <bpmn:exclusiveGateway id="x" />
  <bpmn:userTask id="B" name="审核" />
  <bpmn:parallelGateway id="fork" />
  <bpmn:userTask id="P" name="会办一" />
  <bpmn:userTask id="Q" name="会办二" />
  <bpmn:parallelGateway id="join" />
  <bpmn:userTask id="C" name="终审" />
  <bpmn:endEvent id="end" />
  <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="A" />
  <bpmn:sequenceFlow id="f2" sourceRef="A" targetRef="x" />
  <bpmn:sequenceFlow id="f3" sourceRef="x" targetRef="B" />
  <bpmn:sequenceFlow id="f4" sourceRef="B" targetRef="fork" />
  <bpmn:sequenceFlow id="f5" sourceRef="B" targetRef="A" />
  <bpmn:sequenceFlow id="f6" sourceRef="fork" targetRef="P" />
  <bpmn:sequenceFlow id="f7" sourceRef="fork" targetRef="Q" />
  <bpmn:sequenceFlow id="f8" sourceRef="P" targetRef="join" />
  <bpmn:sequenceFlow id="f9" sourceRef="Q" targetRef="join" />
  <bpmn:sequenceFlow id="f10" sourceRef="join" targetRef="C" />
  <bpmn:sequenceFlow id="f11" sourceRef="C" targetRef="end" />
</bpmn:process></bpmn:definitions>`;

describe('the flow graph of 退回 and 撤回', () => {
  const graph = flowGraph({ bpmnXml: xml });

  it('reads the user tasks with their names', () => {
    expect([...graph.userTasks]).toEqual([['A', '填报'], ['B', '审核'], ['P', '会办一'], ['Q', '会办二'], ['C', '终审']]);
  });

  it('offers the user tasks on the one path before a task, through exclusive gateways but not parallel ones', () => {
    expect([...sequentialPredecessors(graph, 'B')].sort()).toEqual(['A']);
    // a loop does not make a task its own predecessor
    expect([...sequentialPredecessors(graph, 'A')].sort()).toEqual(['B']);
    // behind a parallel join or split nothing is on the one path
    expect([...sequentialPredecessors(graph, 'C')]).toEqual([]);
    expect([...sequentialPredecessors(graph, 'P')]).toEqual([]);
  });

  it('finds every element after a task, across gateways', () => {
    expect([...successors(graph, 'B')].filter((id) => graph.userTasks.has(id)).sort()).toEqual(['A', 'B', 'C', 'P', 'Q']);
    expect([...successors(graph, 'P')]).toEqual(['join', 'C', 'end']);
  });
});
