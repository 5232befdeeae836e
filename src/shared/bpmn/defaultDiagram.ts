import { PREFIX_NAMESPACES, TARGET_NAMESPACES, type EnginePrefix } from './prefixes.ts';

/** A new process's id and name come from the current time (SPEC §9), as yudao's designer does. */
export function defaultProcessIdentity(now: number = Date.now()): { id: string; name: string } {
  return { id: `Process_${now}`, name: `业务流程_${now}` };
}

const escapeAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * A new diagram declaring the engine namespace of the prefix: one process holding one start event, so a new model
 * does not open on a blank canvas (yudao's defaultEmpty starts the same way).
 */
export function emptyDiagramXml(id: string, name: string, prefix: EnginePrefix): string {
  const key = escapeAttr(id);
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:${prefix}="${PREFIX_NAMESPACES[prefix]}" id="diagram_${key}" targetNamespace="${TARGET_NAMESPACES[prefix]}">
  <bpmn2:process id="${key}" name="${escapeAttr(name)}" isExecutable="true">
    <bpmn2:startEvent id="StartEvent_1" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="${key}_di" bpmnElement="${key}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>
`;
}
