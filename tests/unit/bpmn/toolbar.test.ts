import { describe, expect, it } from 'vitest';
import { canAlign } from '../../../src/client/bpmn/modeler/align.ts';
import { canZoomIn, canZoomOut, stepZoom, zoomPercent, ZOOM_DEFAULT } from '../../../src/client/bpmn/modeler/zoom.ts';
import { translateDiagram, translateDiagramError } from '../../../src/client/bpmn/translate/index.ts';
import { modelPayload, validateModel, validateModelField } from '../../../src/client/pages/bpm/model/modelForm.ts';
import { convertPrefix, defaultProcessIdentity, detectPrefix } from '../../../src/shared/bpmn/index.ts';
import { zhCNBpm } from '../../../src/client/i18n/zhCN.bpm.ts';

describe('designer zoom (SPEC §5, §9)', () => {
  it('steps by 0.1 between 0.2 and 4 from the default 1, refusing beyond', () => {
    expect(ZOOM_DEFAULT).toBe(1);
    let z = 1;
    const seen: number[] = [];
    for (;;) {
      const next = stepZoom(z, -1);
      if (!next.ok) {
        expect(next.error).toBe('tooSmall');
        break;
      }
      z = next.zoom;
      seen.push(z);
    }
    expect(seen).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]);
    expect(canZoomOut(0.2)).toBe(false);
    expect(canZoomOut(0.3)).toBe(true);
    expect(stepZoom(3.9, 1)).toEqual({ ok: true, zoom: 4 });
    expect(stepZoom(4, 1)).toEqual({ ok: false, error: 'tooLarge' });
    expect(canZoomIn(4)).toBe(false);
    expect(canZoomIn(3.95)).toBe(true);
    // after "fit viewport" the zoom is arbitrary: 0.27 → 0.17 is out of range
    expect(stepZoom(0.27, -1)).toEqual({ ok: false, error: 'tooSmall' });
    expect(stepZoom(0.29, 1)).toEqual({ ok: true, zoom: 0.39 });
    expect(zoomPercent(1)).toBe('100%');
    expect(zoomPercent(0.3)).toBe('30%');
  });

  it('aligns only with more than one element selected', () => {
    expect(canAlign([])).toBe(false);
    expect(canAlign([{}])).toBe(false);
    expect(canAlign([{}, {}])).toBe(true);
    expect(zhCNBpm.toolbar.alignNeedsSelection).toBe('请按住 Ctrl 键选择多个元素对齐');
    expect(zhCNBpm.toolbar.alignConfirm).toBe('自动对齐可能造成图形变形，是否继续？');
  });
});

describe('translations and defaults', () => {
  it('translates palette and errors to Chinese, templates included', () => {
    expect(translateDiagram('Create start event')).toBe('创建开始事件');
    expect(translateDiagram('Open {element}', { element: 'x' })).toBe('打开 x');
    expect(translateDiagram('Not in the dictionary')).toBe('Not in the dictionary');
    expect(translateDiagramError('element required')).toBe('元素不能为空');
    expect(translateDiagramError('no diagram to display')).toBe('没有可展示的流程图');
    expect(translateDiagramError('unknown attribute <camunda:x>')).toBe('未知属性 <camunda:x>');
  });

  it('gives a new process its id and name from the current time', () => {
    expect(defaultProcessIdentity(1700000000000)).toEqual({ id: 'Process_1700000000000', name: '业务流程_1700000000000' });
  });

  it('detects and converts prefixes', () => {
    const xml = '<d xmlns:camunda="http://camunda.org/schema/1.0/bpmn"><t camunda:assignee="a"><camunda:taskListener/></t></d>';
    expect(detectPrefix(xml)).toBe('camunda');
    expect(convertPrefix(xml, 'camunda', 'flowable')).toBe('<d xmlns:flowable="http://flowable.org/bpmn"><t flowable:assignee="a"><flowable:taskListener/></t></d>');
    expect(detectPrefix('<d/>')).toBeNull();
  });
});

describe('model base form (SPEC §5)', () => {
  it('requires key and name, and the key pattern', () => {
    expect(validateModelField('key', { key: '', name: '' })).toBe('keyRequired');
    expect(validateModelField('key', { key: '9x', name: '' })).toBe('keyPattern');
    expect(validateModelField('name', { key: 'a', name: '  ' })).toBe('nameRequired');
    expect(validateModel({ key: 'oa_leave', name: '请假' })).toEqual({});
    expect(zhCNBpm.model.keyRequired).toBe('流程标识不能为空');
    expect(zhCNBpm.model.nameRequired).toBe('流程名称不能为空');
    expect(zhCNBpm.designer.saveFailed).toBe('保存模型失败，请重试！');
  });

  it('sends the form id only with a process form and the paths only with a business form', () => {
    const base = { key: ' k ', name: ' n ', formId: 3, formCustomCreatePath: '/c', formCustomViewPath: '/v' };
    expect(modelPayload({ ...base, formType: 10 })).toMatchObject({ key: 'k', name: 'n', formId: 3, formCustomCreatePath: null, formCustomViewPath: null });
    expect(modelPayload({ ...base, formType: 20 })).toMatchObject({ formId: null, formCustomCreatePath: '/c', formCustomViewPath: '/v' });
  });
});
