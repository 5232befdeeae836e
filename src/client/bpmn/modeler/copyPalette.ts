import { COPY_DELEGATE_EXPRESSION } from '../../../shared/bpmn/copyNode.ts';
import type { EnginePrefix } from '../../../shared/bpmn/index.ts';

/**
 * The palette's 抄送节点 (issue 37 item 4): a service task with today's yudao copy delegate
 * (`delegateExpression="${bpmCopyTaskDelegate}"`) under the model's engine prefix, named 抄送; whom it copies to is
 * chosen in the properties panel's 抄送 section (panel/rules/copyNode.ts).
 */
function CopyPalette(palette: any, create: any, elementFactory: any, bpmnFactory: any, translate: (text: string) => string, config: { prefix?: EnginePrefix } | undefined) {
  const prefix = config?.prefix ?? 'flowable';
  const start = (event: unknown) => {
    const businessObject = bpmnFactory.create('bpmn:ServiceTask', { name: translate('Copy node'), [`${prefix}:delegateExpression`]: COPY_DELEGATE_EXPRESSION });
    create.start(event, elementFactory.createShape({ type: 'bpmn:ServiceTask', businessObject }));
  };
  palette.registerProvider({
    getPaletteEntries: () => ({
      'create.copy-task': { group: 'activity', className: 'bpmn-icon-service-task', title: translate('Create copy node'), action: { dragstart: start, click: start } },
    }),
  });
}
CopyPalette.$inject = ['palette', 'create', 'elementFactory', 'bpmnFactory', 'translate', 'config.copyNode'];

export const copyPaletteModule = { __init__: ['copyPalette'], copyPalette: ['type', CopyPalette] };
