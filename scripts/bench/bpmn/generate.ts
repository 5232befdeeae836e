/**
 * A generated process of about `elements` diagram elements (flow nodes + sequence flows, each with its DI): a
 * chain start → user tasks, every fifth an exclusive gateway → end, laid out in rows of ten.
 */
export function generateDiagram(elements: number): string {
  const nodes = Math.max(2, Math.ceil((elements + 1) / 2));
  const cols = 10;
  const pos = (i: number) => ({ x: 100 + (i % cols) * 160, y: 100 + Math.floor(i / cols) * 140 });
  const kind = (i: number) => (i === 0 ? 'startEvent' : i === nodes - 1 ? 'endEvent' : i % 5 === 0 ? 'exclusiveGateway' : 'userTask');
  const size = (k: string) => (k === 'userTask' ? { w: 100, h: 80 } : k === 'exclusiveGateway' ? { w: 50, h: 50 } : { w: 36, h: 36 });
  const semantic: string[] = [];
  const shapes: string[] = [];
  for (let i = 0; i < nodes; i++) {
    const k = kind(i);
    const incoming = i > 0 ? `<bpmn:incoming>f${i - 1}</bpmn:incoming>` : '';
    const outgoing = i < nodes - 1 ? `<bpmn:outgoing>f${i}</bpmn:outgoing>` : '';
    semantic.push(`<bpmn:${k} id="n${i}" name="节点 ${i}">${incoming}${outgoing}</bpmn:${k}>`);
    const { x, y } = pos(i);
    const { w, h } = size(k);
    shapes.push(`<bpmndi:BPMNShape id="n${i}_di" bpmnElement="n${i}"><dc:Bounds x="${x + 50 - w / 2}" y="${y + 40 - h / 2}" width="${w}" height="${h}" /></bpmndi:BPMNShape>`);
  }
  for (let i = 0; i < nodes - 1; i++) {
    semantic.push(`<bpmn:sequenceFlow id="f${i}" sourceRef="n${i}" targetRef="n${i + 1}" />`);
    const a = pos(i);
    const b = pos(i + 1);
    shapes.push(`<bpmndi:BPMNEdge id="f${i}_di" bpmnElement="f${i}"><di:waypoint x="${a.x + 50}" y="${a.y + 40}" /><di:waypoint x="${b.x + 50}" y="${b.y + 40}" /></bpmndi:BPMNEdge>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="bench" targetNamespace="http://bpmn.io/schema/bpmn">
<bpmn:process id="bench_${elements}" isExecutable="true">${semantic.join('')}</bpmn:process>
<bpmndi:BPMNDiagram id="d"><bpmndi:BPMNPlane id="p" bpmnElement="bench_${elements}">${shapes.join('')}</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}
