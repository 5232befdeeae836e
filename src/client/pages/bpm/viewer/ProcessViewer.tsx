import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { translateDiagramError } from '../../../bpmn/translate/index.ts';
import { computeMarkers, computeSteps, type GraphNode, type ViewerData, type ViewerStep } from '../../../bpmn/viewer/index.ts';
import { DEFAULT_PREFIX, detectPrefix, moddleExtensionsFor } from '../../../../shared/bpmn/index.ts';
import { hoverCard } from './hoverCard.ts';
import { StepsTable } from './StepsTable.tsx';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import './viewer.css';

export interface ProcessViewerProps extends ViewerData {
  xml: string | null | undefined;
  height?: number;
}

/** The flow nodes of an imported diagram with their outgoing flows. */
function graphOf(viewer: NavigatedViewer): GraphNode[] {
  return viewer.get<any>('elementRegistry').filter((e: any) => e.businessObject?.$instanceOf?.('bpmn:FlowNode')).map((e: any) => ({
    id: e.id,
    type: e.businessObject.$type,
    name: e.businessObject.name,
    outgoing: (e.businessObject.outgoing ?? []).map((f: any) => ({ id: f.id, targetId: f.targetRef?.id })),
  }));
}

/**
 * A process instance on its diagram (for the process-instance detail page): finished, pending, rejected and
 * cancelled steps highlighted, hover details, and beside it a table of the same steps. Import problems are
 * logged in Chinese; the user sees the message in place of the diagram, never an exception.
 */
export function ProcessViewer({ xml, activities, tasks, processInstance, height = 420 }: ProcessViewerProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(key === 'colon' ? 'app.common.colon' : `app.bpm.viewer.${key}`);
  const container = useRef<HTMLDivElement>(null);
  const [steps, setSteps] = useState<ViewerStep[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    if (!container.current) return;
    if (!xml) {
      setProblem(translateDiagramError('no diagram to display'));
      setSteps([]);
      return;
    }
    const viewer = new NavigatedViewer({ container: container.current, moddleExtensions: moddleExtensionsFor(detectPrefix(xml) ?? DEFAULT_PREFIX) });
    let live = true;
    viewer.importXML(xml).then(({ warnings }) => {
      if (!live) return;
      for (const w of warnings as { message?: string }[]) console.warn('[流程图] 导入警告：', translateDiagramError(w.message ?? String(w)));
      const canvas = viewer.get<any>('canvas');
      const data = { activities, tasks, processInstance };
      const nodes = graphOf(viewer);
      computeMarkers(nodes, data).forEach((marker, id) => canvas.addMarker(id, marker));
      const computed = computeSteps(nodes, data, { start: tRef.current('startStep'), end: tRef.current('endStep') });
      setSteps(computed);
      setProblem(null);
      try {
        canvas.zoom('fit-viewport', 'auto');
      } catch (e) {
        // a container without a size yet (a hidden tab): the diagram stays at 100 %
        console.warn('[流程图] 无法缩放到画布大小：', e);
      }
      const overlays = viewer.get<any>('overlays');
      const eventBus = viewer.get<any>('eventBus');
      eventBus.on('element.hover', ({ element }: { element: { id: string } }) => {
        const step = computed.find((s) => s.elementId === element.id);
        overlays.remove({ type: 'bpm-hover' });
        if (step) overlays.add(element.id, 'bpm-hover', { position: { left: 0, bottom: 0 }, html: hoverCard(step, tRef.current) });
      });
      eventBus.on('element.out', () => overlays.remove({ type: 'bpm-hover' }));
    }).catch((e: Error) => {
      if (!live) return;
      const message = translateDiagramError(e.message ?? String(e));
      console.error('[流程图] 导入失败：', message, e);
      setProblem(message);
    });
    return () => {
      live = false;
      viewer.destroy();
    };
  }, [xml, activities, tasks, processInstance]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }} className="bpm-viewer" data-testid="process-viewer">
      <Box sx={{ flex: '1 1 560px', minWidth: 0 }}>
        {/* the diagram's texts are the model's: data (decision 40) */}
        <Box ref={container} sx={{ height, border: 1, borderColor: 'divider', borderRadius: 1 }} role="img" aria-label={t('title')} data-testid="viewer-canvas" data-i18n="data" />
        {problem && <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="viewer-problem">{problem}</Typography>}
      </Box>
      <Box sx={{ flex: '1 1 520px', minWidth: 0 }}>
        <StepsTable steps={steps} />
      </Box>
    </Box>
  );
}
