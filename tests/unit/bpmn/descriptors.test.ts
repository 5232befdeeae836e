// @vitest-environment happy-dom
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import camunda from 'camunda-bpmn-moddle/resources/camunda.json' with { type: 'json' };
import { convertPrefix, DESCRIPTORS, detectPrefix, emptyDiagramXml, ENGINE_PREFIXES, moddleExtensionsFor, PREFIX_NAMESPACES } from '../../../src/shared/bpmn/index.ts';
import { fullProcessXml } from './fixtures/fullProcess.ts';
import { openModeler, xmlSignature } from './support/modeler.ts';

describe('engine-prefix descriptors', () => {
  it('are camunda-bpmn-moddle’s types under another name, uri and prefix, plus the yudao types', () => {
    for (const prefix of ['flowable', 'activiti'] as const) {
      const d = DESCRIPTORS[prefix];
      expect(d).toMatchObject({ prefix, uri: PREFIX_NAMESPACES[prefix] });
      expect(JSON.stringify(d)).not.toContain('camunda');
      const names = d.types.map((t) => t.name);
      for (const t of camunda.types) expect(names).toContain(t.name);
      expect(names).toEqual(expect.arrayContaining(['Button', 'Assignee', 'Condition']));
      const listener = d.types.find((t) => t.name === 'TaskListener') as any;
      expect(listener.properties.map((p: any) => p.name)).toEqual(expect.arrayContaining(['id', 'eventDefinitions', 'fields']));
    }
    expect(Object.keys(moddleExtensionsFor('flowable'))).toEqual(['flowable']);
  });

  it('are handed out as copies: a moddle that reads them leaves the shared descriptors as they were', async () => {
    const before = JSON.stringify(DESCRIPTORS.flowable);
    const m = await openModeler('flowable', fullProcessXml('flowable'));
    try {
      expect(JSON.stringify(DESCRIPTORS.flowable)).toBe(before);
    } finally {
      m.destroy();
    }
  });

  it('are up to date with scripts/bpmn/descriptors.ts', () => {
    expect(() => execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bpmn/descriptors.ts', '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  for (const prefix of ENGINE_PREFIXES) {
    it(`round-trip every panel setting in ${prefix} with zero warnings and nothing lost`, async () => {
      const source = fullProcessXml(prefix);
      const m = await openModeler(prefix, source);
      try {
        expect(m.warnings).toEqual([]);
        const exported = await m.xml();
        expect(xmlSignature(exported)).toEqual(xmlSignature(source));
        // the timeout timer of the task listener survives, with its id
        expect(exported).toContain(`<${prefix}:taskListener class="com.example.Remind" event="timeout" id="remind">`);
        expect(exported).toContain('<bpmn2:timerEventDefinition id="TimerEventDefinition_a1B2c3D4">');
        // attributes are typed (read through the descriptor), not kept as unknown attributes
        const task = m.el('approve').businessObject;
        expect(task.get(`${prefix}:assignee`)).toBe('${initiator}');
        expect(task.$attrs).toEqual({});
        const listener = task.extensionElements.values[0];
        expect(listener.$type).toBe(`${prefix}:TaskListener`);
        expect(listener.eventDefinitions[0].timeDuration.body).toBe('PT1H');
      } finally {
        m.destroy();
      }
    });
  }

  it('loading two engine descriptors at once is what we avoid: one is loaded at a time', async () => {
    const m = await openModeler('flowable', fullProcessXml('camunda'));
    try {
      // camunda attributes stay as unknown attributes in a flowable modeler (kept, but not typed or editable)
      const task = m.el('approve').businessObject;
      expect(task.get('flowable:assignee')).toBeUndefined();
      expect(task.$attrs['camunda:assignee']).toBe('${initiator}');
      expect(await m.xml()).toContain('camunda:assignee="${initiator}"');
    } finally {
      m.destroy();
    }
  });

  it('switching prefix converts the namespace and qualified names, and the diagram imports cleanly', async () => {
    const converted = convertPrefix(fullProcessXml('camunda'), 'camunda', 'activiti');
    expect(converted).not.toContain('camunda');
    expect(detectPrefix(converted)).toBe('activiti');
    const m = await openModeler('activiti', converted);
    try {
      expect(m.warnings).toEqual([]);
      expect(xmlSignature(await m.xml())).toEqual(xmlSignature(fullProcessXml('activiti')));
    } finally {
      m.destroy();
    }
  });

  it('a fresh diagram declares its engine namespace, holds a start event and imports without warnings; the palette has tooltips', async () => {
    for (const prefix of ENGINE_PREFIXES) {
      const xml = emptyDiagramXml('Process_1700000000000', '业务流程_1700000000000', prefix);
      expect(detectPrefix(xml)).toBe(prefix);
      const m = await openModeler(prefix, xml);
      expect(m.warnings).toEqual([]);
      expect(m.services.canvas.getRootElement().businessObject).toMatchObject({ id: 'Process_1700000000000', name: '业务流程_1700000000000' });
      // a new model opens with its start event drawn, not on a blank canvas (issue #13 point 9)
      expect(m.el('StartEvent_1')?.type).toBe('bpmn:StartEvent');
      // every palette entry has a tooltip, in Chinese
      const entries = [...m.modeler.get<any>('canvas').getContainer().parentNode.querySelectorAll('.djs-palette .entry')] as HTMLElement[];
      expect(entries.length).toBeGreaterThan(10);
      expect(entries.filter((e) => !e.title)).toEqual([]);
      expect(entries.find((e) => e.dataset.action === 'create.start-event')?.title).toBe('创建开始事件');
      m.destroy();
    }
  });
});
