// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import * as R from '../../../src/client/bpmn/panel/rules/index.ts';
import { sectionsFor } from '../../../src/client/bpmn/panel/sectionsFor.ts';
import { checkServiceTasks, readCopyNodes } from '../../../src/server/modules/bpm/runtime/copies.ts';
import { openModeler, xmlSignature, type TestModeler } from './support/modeler.ts';

const NS: Record<string, string> = { flowable: 'http://flowable.org/bpmn', camunda: 'http://camunda.org/schema/1.0/bpmn' };

/** A diagram with yudao's copy node (a serviceTask with its copy delegate and candidate elements) and a plain service task. */
const copyXml = (prefix = 'flowable', candidates = `<bpmn2:extensionElements>
        <${prefix}:candidateStrategy>30</${prefix}:candidateStrategy>
        <${prefix}:candidateParam>1,2</${prefix}:candidateParam>
      </bpmn2:extensionElements>`) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:${prefix}="${NS[prefix]}" id="d" targetNamespace="http://flowable.org/bpmn">
  <bpmn2:process id="p" name="抄送" isExecutable="true">
    <bpmn2:startEvent id="start" />
    <bpmn2:serviceTask id="cc" name="抄送办公室" ${prefix}:delegateExpression="\${bpmCopyTaskDelegate}">
      ${candidates}
    </bpmn2:serviceTask>
    <bpmn2:serviceTask id="svc" name="服务" />
    <bpmn2:sequenceFlow id="f1" sourceRef="start" targetRef="cc" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="di"><bpmndi:BPMNPlane id="plane" bpmnElement="p">
    <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="100" y="100" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="cc_di" bpmnElement="cc"><dc:Bounds x="200" y="78" width="100" height="80" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="svc_di" bpmnElement="svc"><dc:Bounds x="400" y="78" width="100" height="80" /></bpmndi:BPMNShape>
    <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1"><di:waypoint xmlns:di="http://www.omg.org/spec/DD/20100524/DI" x="136" y="118" /><di:waypoint xmlns:di="http://www.omg.org/spec/DD/20100524/DI" x="200" y="118" /></bpmndi:BPMNEdge>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn2:definitions>`;

let m: TestModeler;
afterEach(() => m?.destroy());

describe('抄送节点: the copy node of the designer', () => {
  it('reads yudao\'s copy node and writes it back unchanged; the server reads the same document alike', async () => {
    m = await openModeler('flowable', copyXml());
    expect(m.warnings).toEqual([]);
    expect(R.isCopyNode(m.services, m.el('cc'))).toBe(true);
    expect(R.isCopyNode(m.services, m.el('svc'))).toBe(false);
    expect(R.readCopyNode(m.services, m.el('cc'))).toEqual({ strategy: '30', ids: [1, 2] });
    expect(sectionsFor(m.el('cc'))).toContain('copy');
    expect(sectionsFor(m.el('start'))).not.toContain('copy');
    const xml = await m.xml();
    expect(xmlSignature(xml)).toEqual(xmlSignature(copyXml()));
    expect([...readCopyNodes(xml).values()]).toEqual([{ id: 'cc', name: '抄送办公室', strategy: 30, param: [1, 2] }]);
    // deploy's check: the plain service task is refused, the copy node alone passes
    expect(() => checkServiceTasks(xml)).toThrow(expect.objectContaining({ code: 1009003008 }));
    m.services.modeling.removeElements([m.el('svc')]);
    const alone = await m.xml();
    expect(() => checkServiceTasks(alone)).not.toThrow();
  });

  it('chooses whom to copy to: strategy and ids as extension elements, one undo step each; 发起人自己 needs no ids', async () => {
    m = await openModeler('flowable', copyXml());
    R.setCopyCandidates(m.services, m.el('cc'), { strategy: '10', ids: [3] });
    expect(R.readCopyNode(m.services, m.el('cc'))).toEqual({ strategy: '10', ids: [3] });
    let xml = await m.xml();
    expect(xml).toContain('<flowable:candidateStrategy>10</flowable:candidateStrategy>');
    expect(xml).toContain('<flowable:candidateParam>3</flowable:candidateParam>');
    R.setCopyCandidates(m.services, m.el('cc'), { strategy: '36', ids: [3] });
    xml = await m.xml();
    expect(xml).not.toContain('candidateParam');
    expect(readCopyNodes(xml).get('cc')).toMatchObject({ strategy: 36, param: [] });
    expect(() => checkServiceTasks(xml.replace(/<bpmn2:serviceTask id="svc"[^>]*\/>/, ''))).not.toThrow();
    m.undo();
    expect(R.readCopyNode(m.services, m.el('cc'))).toEqual({ strategy: '10', ids: [3] });
    m.undo();
    expect(R.readCopyNode(m.services, m.el('cc'))).toEqual({ strategy: '30', ids: [1, 2] });
  });

  it('makes a service task a copy node and back; the palette offers 创建抄送节点', async () => {
    m = await openModeler('flowable', copyXml());
    const entries = m.modeler.get<any>('palette').getEntries();
    expect(entries['create.copy-task']).toMatchObject({ group: 'activity', title: '创建抄送节点' });
    R.setCopyNode(m.services, m.el('svc'), true);
    expect(R.isCopyNode(m.services, m.el('svc'))).toBe(true);
    expect(R.readCopyNode(m.services, m.el('svc'))).toEqual({ strategy: '30', ids: [] });
    let xml = await m.xml();
    expect(readCopyNodes(xml).get('svc')).toMatchObject({ strategy: 30, param: [] });
    // no one chosen yet: deploy would say so
    expect(() => checkServiceTasks(xml)).toThrow(expect.objectContaining({ code: 1009003009 }));
    R.setCopyCandidates(m.services, m.el('svc'), { strategy: '30', ids: [5, 6] });
    const named = (await m.xml()).replace(/<bpmn2:serviceTask id="cc"[\s\S]*?<\/bpmn2:serviceTask>/, '');
    expect(readCopyNodes(named).get('svc')).toMatchObject({ param: [5, 6] });
    expect(() => checkServiceTasks(named)).not.toThrow();
    R.setCopyNode(m.services, m.el('svc'), false);
    xml = await m.xml();
    expect(R.isCopyNode(m.services, m.el('svc'))).toBe(false);
    expect(readCopyNodes(xml).has('svc')).toBe(false);
    expect(xml).not.toMatch(/<bpmn2:serviceTask id="svc"[^>]*>\s*<bpmn2:extensionElements/);
  });

  it('under the camunda prefix (no candidate types) writes the candidates as attributes, which yudao and the server read too', async () => {
    m = await openModeler('camunda', copyXml('camunda', ''));
    expect(R.readCopyNode(m.services, m.el('cc'))).toEqual({ strategy: '', ids: [] });
    R.setCopyCandidates(m.services, m.el('cc'), { strategy: '40', ids: [7] });
    expect(R.readCopyNode(m.services, m.el('cc'))).toEqual({ strategy: '40', ids: [7] });
    const xml = await m.xml();
    expect(xml).toMatch(/camunda:candidateStrategy="40"/);
    expect(readCopyNodes(xml).get('cc')).toMatchObject({ strategy: 40, param: [7] });
  });
});
