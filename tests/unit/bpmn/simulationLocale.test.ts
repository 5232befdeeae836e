// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createModeler } from '../../../src/client/bpmn/modeler/index.ts';
import { localizeSimulationText, simulationZhCN, zhCNDiagram } from '../../../src/client/bpmn/translate/index.ts';
import { openModeler, type TestModeler } from './support/modeler.ts';

const LIB = path.resolve('node_modules/bpmn-js-token-simulation/lib');
const libFiles = (readdirSync(LIB, { recursive: true }) as string[]).filter((f) => f.endsWith('.js'));
const libSource = libFiles.map((f) => readFileSync(path.join(LIB, f), 'utf8')).join('\n');
const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\{}/]/g, '\\$&');

describe('token simulation phrase table (bpmn-js-token-simulation/lib)', () => {
  it('every English key still occurs in the library, so an upgrade cannot silently bring English back', () => {
    const missing: string[] = [];
    for (const key of Object.keys(simulationZhCN)) {
      // a one-word key (a part the library fills in) must occur as a string literal; the rest as words
      const fragments = key.split(/\{\w+\}/).map((f) => f.trim()).filter(Boolean);
      for (const fragment of fragments) {
        const pattern = /^\w+$/.test(key) ? new RegExp(`['"]${escape(fragment)}['"]`) : new RegExp(`(?<!\\w)${escape(fragment)}(?!\\w)`);
        if (!pattern.test(libSource)) missing.push(`${key} (${fragment})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every text the library writes into titles, labels, notifications and the log is in the table', () => {
    const found = new Set<string>();
    const add = (regex: RegExp) => { for (const m of libSource.matchAll(regex)) found.add(m[1].trim()); };
    add(/(?:title|aria-label)="([^"$]+)"/g); // static attributes of its HTML templates
    add(/title="([^"$]+)\$\{/g); // the English around a filled-in part
    add(/title="\$\{[^}]+\}([^"$]+)"/g);
    add(/text: (?:\w+ \|\| )?'([^']+)'/g); // notifications and unnamed elements in the log
    add(/\|\| '([^']+)'\)/g); // the unnamed sub-process in the log
    add(/ \? '([^']+)' : /g); // both branches of a choice (Remove/Add, finished/canceled)
    add(/ : '([^']+)'/g);
    add(/^\s+\[ '(\w+)', [\d.]+ \]/gm); // animation speed labels
    add(/>\s*\n?\s*([A-Z][a-z]+(?: [A-Za-z]+)+)\s*</g); // heading and placeholder texts between tags
    add(/\}\s*\n\s*([A-Z][a-z]+(?: [A-Za-z]+)+)\s*\n/g); // the log's heading, after its icon
    add(/`([A-Z][a-z]+ [A-Z][a-z]+) </g); // the toggle's innerHTML
    add(/\} (started)`/g);
    // texts for people are words; the rest are classes, colours, methods, path commands
    const texts = [...found].filter((t) => /^([A-Z][a-z]|[a-z]+ [a-z]+$)/.test(t) || ['finished', 'canceled', 'started'].includes(t));
    const untranslated = texts.filter((text) => {
      const single = localizeSimulationText(text) !== text;
      // parts of composed texts: translated inside one of the table's templates
      const composed = Object.keys(simulationZhCN).some((k) => k.includes('{') && k.split(/\{\w+\}/).some((f) => f.trim() === text));
      return !single && !composed;
    });
    expect(texts.length).toBeGreaterThan(25);
    expect(untranslated).toEqual([]);
  });

  it('is Chinese, keeps its placeholders, and names elements as the designer does', () => {
    for (const [en, zh] of Object.entries(simulationZhCN)) {
      expect(zh.replace(/\{\w+\}/g, ''), en).not.toMatch(/[A-Za-z]/);
      expect(zh.match(/\{\w+\}/g) ?? [], en).toEqual(en.match(/\{\w+\}/g) ?? []);
    }
    // the log's default names against the palette/replace-menu names of zhCN.ts
    const designerName: Record<string, string> = {
      'Task': 'Task', 'User Task': 'User task', 'Service Task': 'Service task', 'Script Task': 'Script task',
      'Business Rule Task': 'Business rule task', 'Manual Task': 'Manual task', 'Receive Task': 'Receive task',
      'Send Task': 'Send task', 'Call Activity': 'Call activity', 'Exclusive Gateway': 'Exclusive gateway',
      'Parallel Gateway': 'Parallel gateway', 'Inclusive Gateway': 'Inclusive gateway', 'Start Event': 'Start event',
      'Boundary Event': 'Boundary event', 'End Event': 'End event', 'SubProcess': 'Sub-process',
    };
    for (const [log, designer] of Object.entries(designerName)) expect(simulationZhCN[log], log).toBe(zhCNDiagram[designer]);
    expect(simulationZhCN['User Task']).toBe('用户任务');
    expect(simulationZhCN['Start Event']).toBe('开始事件');
  });

  it('translates exact texts and filled-in templates, and leaves everything else alone', () => {
    expect(localizeSimulationText('Play/Pause Simulation')).toBe('播放/暂停模拟');
    expect(localizeSimulationText('Set animation speed = Slow')).toBe('设置动画速度：慢速');
    expect(localizeSimulationText('Add pause point')).toBe('添加暂停点');
    expect(localizeSimulationText('Remove pause point')).toBe('移除暂停点');
    expect(localizeSimulationText('Process started')).toBe('流程已启动');
    expect(localizeSimulationText('SubProcess canceled')).toBe('子流程已取消');
    expect(localizeSimulationText('会签 finished')).toBe('会签已完成');
    expect(localizeSimulationText('Focus process instance P_1')).toBe('聚焦流程实例 P_1');
    for (const other of ['部门审批', 'Something else', 'constructor', '__proto__', '']) expect(localizeSimulationText(other)).toBe(other);
  });
});

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="d" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="p" isExecutable="true">
    <bpmn2:startEvent id="start"><bpmn2:outgoing>f1</bpmn2:outgoing></bpmn2:startEvent>
    <bpmn2:userTask id="task" name="User Task"><bpmn2:incoming>f1</bpmn2:incoming><bpmn2:outgoing>f2</bpmn2:outgoing></bpmn2:userTask>
    <bpmn2:exclusiveGateway id="xor"><bpmn2:incoming>f2</bpmn2:incoming><bpmn2:outgoing>f3</bpmn2:outgoing><bpmn2:outgoing>f4</bpmn2:outgoing></bpmn2:exclusiveGateway>
    <bpmn2:complexGateway id="complex"><bpmn2:incoming>f3</bpmn2:incoming></bpmn2:complexGateway>
    <bpmn2:endEvent id="end"><bpmn2:incoming>f4</bpmn2:incoming></bpmn2:endEvent>
    <bpmn2:sequenceFlow id="f1" sourceRef="start" targetRef="task" />
    <bpmn2:sequenceFlow id="f2" sourceRef="task" targetRef="xor" />
    <bpmn2:sequenceFlow id="f3" sourceRef="xor" targetRef="complex" />
    <bpmn2:sequenceFlow id="f4" sourceRef="xor" targetRef="end" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="dd"><bpmndi:BPMNPlane id="pl" bpmnElement="p">
    <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="100" y="100" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="task_di" bpmnElement="task"><dc:Bounds x="200" y="78" width="100" height="80" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="xor_di" bpmnElement="xor" isMarkerVisible="true"><dc:Bounds x="350" y="93" width="50" height="50" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="complex_di" bpmnElement="complex"><dc:Bounds x="450" y="20" width="50" height="50" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="450" y="200" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1"><di:waypoint x="136" y="118" /><di:waypoint x="200" y="118" /></bpmndi:BPMNEdge>
    <bpmndi:BPMNEdge id="f2_di" bpmnElement="f2"><di:waypoint x="300" y="118" /><di:waypoint x="350" y="118" /></bpmndi:BPMNEdge>
    <bpmndi:BPMNEdge id="f3_di" bpmnElement="f3"><di:waypoint x="375" y="93" /><di:waypoint x="475" y="70" /></bpmndi:BPMNEdge>
    <bpmndi:BPMNEdge id="f4_di" bpmnElement="f4"><di:waypoint x="375" y="143" /><di:waypoint x="468" y="200" /></bpmndi:BPMNEdge>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn2:definitions>`;

describe('the designer modeler shows token simulation in Chinese', () => {
  let m: TestModeler;
  afterEach(() => m?.destroy());
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0)); // MutationObserver callbacks have run
  const container = () => m.modeler.get<any>('canvas').getContainer() as HTMLElement;
  const titles = (selector: string) => Array.from(container().querySelectorAll(selector)).map((e) => e.getAttribute('title'));
  const text = (selector: string) => container().querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();

  it('localizes the palette, speed buttons, log, context pads and notifications, never the diagram', async () => {
    m = await openModeler('camunda', XML);
    m.modeler.get<any>('toggleMode').toggleMode(true);
    await settle();
    expect(titles('.bts-palette .bts-entry')).toEqual(['播放/暂停模拟', '重置模拟', '显示/隐藏模拟日志']);
    expect(titles('.bts-animation-speed-button')).toEqual(['设置动画速度：慢速', '设置动画速度：正常', '设置动画速度：快速']);
    expect(text('.bts-log .bts-header')).toBe('模拟日志');
    expect(container().querySelector('.bts-log .bts-close')?.getAttribute('aria-label')).toBe('关闭');
    expect(text('.bts-log .bts-content')).toBe('暂无记录');
    expect(text('.bts-toggle-mode')).toBe('流程模拟');
    expect(new Set(titles('.bts-context-pad'))).toEqual(new Set(['触发事件', '设置顺序流', '添加暂停点']));
    expect(text('.bts-element-notification')).toBe('不支持');
    expect(text('.bts-notifications')).toBe('发现不支持的元素');

    // texts made later: notifications and log entries (our e2e test runs a real simulation)
    m.modeler.get<any>('notifications').showNotification({ text: 'Play Simulation' });
    m.modeler.get<any>('log').toggle(true);
    m.modeler.get<any>('log').log({ text: 'Exclusive Gateway', icon: 'bpmn-icon-gateway-xor' });
    await settle();
    expect(text('.bts-notifications .bts-notification:last-child .bts-text')).toBe('播放模拟');
    expect(titles('.bts-log .bts-entry .bts-text')).toEqual(['互斥网关']);
    expect(text('.bts-log .bts-entry .bts-text')).toBe('互斥网关');

    // reset: the log's placeholder is made again, in English, and shown in Chinese
    m.modeler.get<any>('log').clear();
    await settle();
    expect(text('.bts-log .bts-content')).toBe('暂无记录');
    // the toggle rewrites its innerHTML on every switch
    m.modeler.get<any>('toggleMode').toggleMode(false);
    await settle();
    expect(text('.bts-toggle-mode')).toBe('流程模拟');

    // the diagram's own label is user content: an element named "User Task" keeps its name
    expect(container().querySelector('[data-element-id="task"] .djs-label')?.textContent).toBe('User Task');
    expect(container().textContent).not.toMatch(/Simulation|No Entries/);
  });

  it('comes with the simulation only', async () => {
    m = await openModeler('camunda', XML);
    expect(m.modeler.get('localizeSimulation', false)).toBeTruthy();
    const bare = createModeler({ container: document.createElement('div'), prefix: 'camunda', simulation: false });
    expect(bare.get('localizeSimulation', false)).toBeNull();
    bare.destroy();
  });
});
