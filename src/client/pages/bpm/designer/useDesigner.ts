import type Modeler from 'bpmn-js/lib/Modeler';
import { useEffect, useRef, useState } from 'react';
import { createModeler } from '../../../bpmn/modeler/index.ts';
import { translateDiagramError } from '../../../bpmn/translate/index.ts';
import { convertPrefix, detectPrefix, type EnginePrefix } from '../../../../shared/bpmn/index.ts';

export interface DesignerState {
  modeler: Modeler | null;
  zoom: number;
  canUndo: boolean;
  canRedo: boolean;
  simulating: boolean;
}

/** Logs import warnings in Chinese (SPEC §8: import problems are logged, not thrown at the user). */
export function logImportWarnings(warnings: readonly { message?: string }[]): void {
  for (const w of warnings) console.warn('[流程设计器] 导入警告：', translateDiagramError(w.message ?? String(w)));
}

/** Imports a diagram; returns the number of warnings, or throws a Chinese error when it cannot be shown at all. */
export async function importDiagram(modeler: Modeler, xml: string): Promise<number> {
  try {
    const { warnings } = await modeler.importXML(xml);
    logImportWarnings(warnings as { message?: string }[]);
    return warnings.length;
  } catch (e) {
    const message = translateDiagramError((e as Error).message ?? String(e));
    console.error('[流程设计器] 导入失败：', message, e);
    throw new Error(message);
  }
}

/**
 * Owns the bpmn-js Modeler of one engine prefix: created in the container, re-created when the prefix changes
 * (the current diagram is exported, moved to the new prefix and imported again), destroyed on unmount.
 */
export function useDesigner(container: React.RefObject<HTMLDivElement | null>, initialPrefix: EnginePrefix, initialXml: () => string): DesignerState & { prefix: EnginePrefix; switchPrefix(next: EnginePrefix): Promise<void> } {
  const [state, setState] = useState<DesignerState>({ modeler: null, zoom: 1, canUndo: false, canRedo: false, simulating: false });
  const [prefix, setPrefix] = useState(initialPrefix);
  const xmlRef = useRef<string | null>(null);
  const initial = useRef(initialXml);
  useEffect(() => {
    if (!container.current) return;
    let disposed = false;
    const modeler = createModeler({ container: container.current, prefix });
    const eventBus = modeler.get<any>('eventBus');
    const canvas = modeler.get<any>('canvas');
    const commandStack = modeler.get<any>('commandStack');
    const sync = () => {
      if (disposed) return;
      setState((s) => ({ ...s, modeler, zoom: canvas.zoom(), canUndo: commandStack.canUndo(), canRedo: commandStack.canRedo() }));
    };
    eventBus.on('commandStack.changed', sync);
    eventBus.on('canvas.viewbox.changed', sync);
    eventBus.on('import.done', sync);
    eventBus.on('tokenSimulation.toggleMode', (e: { active: boolean }) => !disposed && setState((s) => ({ ...s, simulating: e.active })));
    const source = xmlRef.current ?? initial.current();
    const from = detectPrefix(source);
    void importDiagram(modeler, from ? convertPrefix(source, from, prefix) : source).catch(() => undefined).finally(sync);
    setState((s) => ({ ...s, modeler, simulating: false }));
    return () => {
      disposed = true;
      modeler.destroy();
    };
  }, [container, prefix]);

  // The diagram is exported before the switch, so the new modeler imports it (moved to the new prefix).
  const switchPrefix = async (next: EnginePrefix) => {
    if (next === prefix) return;
    if (state.modeler) xmlRef.current = (await state.modeler.saveXML({ format: true })).xml ?? null;
    setPrefix(next);
  };
  return { ...state, prefix, switchPrefix };
}
