import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { translateDiagramError } from '../../../bpmn/translate/index.ts';
import { computeMarkers, computeSteps, type GraphNode, type ViewerData, type ViewerStep } from '../../../bpmn/viewer/index.ts';
import { DEFAULT_PREFIX, detectPrefix, moddleExtensionsFor } from '../../../../shared/bpmn/index.ts';
import type { RecordWording } from '../instance/businessViews.ts';
import { DiagramZoom } from './DiagramZoom.tsx';
import { diagramTouch } from './diagramTouch.ts';
import { hoverCard } from './hoverCard.ts';
import { StepsTable } from './StepsTable.tsx';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import './viewer.css';

export interface ProcessViewerProps extends ViewerData {
  xml: string | null | undefined;
  height?: number;
  /** a business process's tasks in its own words, by task id (businessViews.ts wordingsOf) */
  wordings?: ReadonlyMap<string, RecordWording>;
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

/** Fits the whole diagram in its box (at most 100 %), centred. */
function fitDiagram(canvas: any): void {
  try {
    canvas.zoom('fit-viewport', 'auto');
  } catch (e) {
    // a container without a size yet (a hidden tab): the diagram stays as it is until the box is measured
    console.warn('[流程图] 无法缩放到画布大小：', e);
  }
}

/** Room in the box beside the fitted diagram on a phone: the zoom buttons above it and a margin below. */
const PHONE_ROOM = 104;

/**
 * The box's height on a phone (below 600 px): as tall as the diagram fitted to its width needs, between 200 px and
 * 300 px — a wide diagram fitted to 343 px is a strip, and a 420 px box would be mostly empty. null on a desk.
 */
function phoneHeight(canvas: any, box: HTMLElement): number | null {
  if (box.clientWidth >= 600) return null;
  const { inner } = canvas.viewbox();
  if (!(inner.width > 0)) return null;
  return Math.round(Math.min(300, Math.max(200, Math.min(1, box.clientWidth / inner.width) * inner.height + PHONE_ROOM)));
}

/** One press of 放大 / 缩小: a fifth more or less, around the middle of the box. */
const ZOOM_STEP = 1.25;

/**
 * A process instance on its diagram (for the process-instance detail page): finished, pending, rejected and
 * cancelled steps highlighted, hover details, and beside it a table of the same steps (a timeline on a phone).
 * The diagram opens fitted to its box and stays fitted when the box changes size (a phone turned, a scroll bar
 * come) until the reader zooms with the buttons, the wheel or two fingers (issue 34). Import problems are
 * logged in Chinese; the user sees the message in place of the diagram, never an exception.
 */
export function ProcessViewer({ xml, activities, tasks, processInstance, height = 420, wordings }: ProcessViewerProps) {
  const translate = useTranslate();
  const wordingsRef = useRef(wordings);
  wordingsRef.current = wordings;
  const t = (key: string) => translate(key === 'colon' ? 'app.common.colon' : `app.bpm.viewer.${key}`);
  const container = useRef<HTMLDivElement>(null);
  const [steps, setSteps] = useState<ViewerStep[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const tRef = useRef(t);
  tRef.current = t;
  const translateRef = useRef<(key: string) => string>(translate);
  translateRef.current = translate;
  const canvasRef = useRef<any>(null);
  // the zoom shown, and whether it is the fit (then a resize refits) or the reader's own
  const [zoom, setZoom] = useState<{ scale: number; fitted: boolean } | null>(null);
  const [boxHeight, setBoxHeight] = useState<number | null>(null);
  const fittedRef = useRef(true);
  // while we fit, the viewbox's change (fired at once) is ours, not the reader's
  const fitting = useRef(false);
  const refit = () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    if (container.current) setBoxHeight(phoneHeight(canvas, container.current));
    fitting.current = true;
    fitDiagram(canvas);
    fitting.current = false;
    fittedRef.current = true;
    setZoom({ scale: canvas.zoom(), fitted: true });
  };
  const zoomBy = (how: 'in' | 'out' | 'fit') => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    if (how === 'fit') return refit();
    const scale = Math.min(4, Math.max(0.2, canvas.zoom() * (how === 'in' ? ZOOM_STEP : 1 / ZOOM_STEP)));
    canvas.zoom(scale);
    fittedRef.current = false;
    setZoom({ scale: canvas.zoom(), fitted: false });
  };

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
      canvasRef.current = canvas;
      refit();
      const overlays = viewer.get<any>('overlays');
      const eventBus = viewer.get<any>('eventBus');
      eventBus.on('element.hover', ({ element }: { element: { id: string } }) => {
        const step = computed.find((s) => s.elementId === element.id);
        overlays.remove({ type: 'bpm-hover' });
        if (step) overlays.add(element.id, 'bpm-hover', { position: { left: 0, bottom: 0 }, html: hoverCard(step, tRef.current, step.taskId ? wordingsRef.current?.get(step.taskId) : undefined, translateRef.current) });
      });
      eventBus.on('element.out', () => overlays.remove({ type: 'bpm-hover' }));
      // the wheel (NavigatedViewer's own) zooms too: the reader's zoom from then on
      eventBus.on('canvas.viewbox.changed', ({ viewbox }: { viewbox: { scale: number } }) => {
        if (fitting.current) return;
        fittedRef.current = false;
        setZoom({ scale: viewbox.scale, fitted: false });
      });
    }).catch((e: Error) => {
      if (!live) return;
      const message = translateDiagramError(e.message ?? String(e));
      console.error('[流程图] 导入失败：', message, e);
      setProblem(message);
    });
    // a new size of the box: bpmn-js measures it again, and a diagram still at its fit is fitted to the new size
    const box = container.current;
    const resized = new ResizeObserver(() => {
      if (!canvasRef.current) return;
      canvasRef.current.resized();
      if (fittedRef.current) refit();
    });
    resized.observe(box);
    const untouch = diagramTouch(box, canvas(), () => !fittedRef.current, (scale) => {
      fittedRef.current = false;
      setZoom({ scale, fitted: false });
    });
    function canvas() {
      return viewer.get<any>('canvas');
    }
    return () => {
      live = false;
      resized.disconnect();
      untouch();
      canvasRef.current = null;
      viewer.destroy();
    };
  }, [xml, activities, tasks, processInstance]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }} className="bpm-viewer" data-testid="process-viewer">
      <Box sx={{ flex: '1 1 560px', minWidth: 0 }}>
        {/* the diagram's texts are the model's: data (decision 40) */}
        <Box sx={{ position: 'relative' }}>
          <Box
            ref={container}
            sx={{ height: boxHeight ?? height, border: 1, borderColor: 'divider', borderRadius: 1, touchAction: zoom && !zoom.fitted ? 'none' : 'pan-x pan-y' }}
            role="img"
            aria-label={t('title')}
            data-testid="viewer-canvas"
            data-zoom={zoom?.scale}
            data-fitted={zoom?.fitted}
            data-i18n="data"
          />
          {!problem && zoom && <DiagramZoom onZoom={zoomBy} t={t} />}
        </Box>
        {problem && <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="viewer-problem">{problem}</Typography>}
      </Box>
      <Box sx={{ flex: '1 1 520px', minWidth: 0 }}>
        <StepsTable steps={steps} wordings={wordings} />
      </Box>
    </Box>
  );
}
