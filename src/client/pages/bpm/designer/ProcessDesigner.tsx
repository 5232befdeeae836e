import Box from '@mui/material/Box';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { notifier, saveBlob } from '../../../api/index.ts';
import { canAlign, stepZoom, xmlToJson, type Alignment } from '../../../bpmn/modeler/index.ts';
import { PropertiesPanel } from '../../../bpmn/panel/index.ts';
import { useConfirm } from '../../../bpmn/panel/ui/index.ts';
import { defaultProcessIdentity, emptyDiagramXml, type EnginePrefix } from '../../../../shared/bpmn/index.ts';
import { DesignerToolbar, type ToolbarActions } from './DesignerToolbar.tsx';
import { PreviewDialog } from './PreviewDialog.tsx';
import { importDiagram, useDesigner } from './useDesigner.ts';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import 'bpmn-js-token-simulation/assets/css/bpmn-js-token-simulation.css';
import './designer.css';

export interface ProcessDesignerProps {
  /** The draft to open; a new diagram when empty. */
  xml?: string | null;
  prefix: EnginePrefix;
  /** Process id and name of a new diagram: the model's key and name, else from the current time (SPEC §9). */
  processId?: string;
  processName?: string;
  /** The model key the process id is bound to (the key input is then disabled). */
  lockedKey?: string | null;
  canSave: boolean;
  onSave(xml: string, prefix: EnginePrefix): Promise<void>;
}

/** The designer: toolbar, canvas and properties panel around one bpmn-js Modeler. */
export function ProcessDesigner({ xml, prefix: initialPrefix, processId, processName, lockedKey = null, canSave, onSave }: ProcessDesignerProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpm.toolbar.${key}`);
  const container = useRef<HTMLDivElement>(null);
  const fresh = (prefix: EnginePrefix) => {
    const defaults = defaultProcessIdentity();
    return emptyDiagramXml(processId || defaults.id, processName || defaults.name, prefix);
  };
  const designer = useDesigner(container, initialPrefix, () => xml || fresh(initialPrefix));
  const { modeler, prefix } = designer;
  const [preview, setPreview] = useState<{ type: 'xml' | 'json'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [dialog, confirm] = useConfirm();
  const warn = (key: string) => notifier.toast('warning', t(key));
  const exportXml = async () => (await modeler!.saveXML({ format: true })).xml ?? '';

  const actions: ToolbarActions = {
    open: (file) => {
      void file.text().then((text) => modeler && importDiagram(modeler, text)).catch(() => notifier.toast('error', t('openFailed')));
    },
    download: async (type) => {
      if (!modeler) return;
      const name = modeler.get<any>('canvas').getRootElement().businessObject.name || 'diagram';
      if (type === 'svg') {
        const { svg } = await modeler.saveSVG();
        return saveBlob(new Blob([svg], { type: 'image/svg+xml' }), `${name}.svg`);
      }
      saveBlob(new Blob([await exportXml()], { type: 'application/xml' }), `${name}.${type}`);
    },
    preview: async (type) => {
      if (!modeler) return;
      const text = await exportXml();
      setPreview({ type, text: type === 'xml' ? text : JSON.stringify(xmlToJson(text), null, 2) });
    },
    toggleSimulation: () => modeler?.get<any>('toggleMode').toggleMode(),
    align: async (alignment: Alignment) => {
      if (!modeler) return;
      const selected = modeler.get<any>('selection').get();
      if (!canAlign(selected)) return warn('alignNeedsSelection');
      if (await confirm(t('alignConfirm'))) modeler.get<any>('alignElements').trigger(selected, alignment);
    },
    zoom: (direction) => {
      if (!modeler) return;
      const canvas = modeler.get<any>('canvas');
      const next = stepZoom(canvas.zoom(), direction);
      if (!next.ok) return notifier.toast('error', t(next.error === 'tooSmall' ? 'zoomTooSmall' : 'zoomTooLarge'));
      canvas.zoom(next.zoom);
    },
    zoomReset: () => modeler?.get<any>('canvas').zoom('fit-viewport', 'auto'),
    undo: () => modeler?.get<any>('commandStack').undo(),
    redo: () => modeler?.get<any>('commandStack').redo(),
    restart: async () => {
      if (modeler && (await confirm(t('restartConfirm')))) await importDiagram(modeler, fresh(prefix)).catch(() => undefined);
    },
    save: async () => {
      if (!modeler) return;
      setSaving(true);
      try {
        await onSave(await exportXml(), prefix);
      } finally {
        setSaving(false);
      }
    },
    switchPrefix: async (next) => {
      if (await confirm(t('prefixConfirm'))) await designer.switchPrefix(next);
    },
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 560, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }} data-testid="bpmn-designer" data-prefix={prefix}>
      <DesignerToolbar actions={actions} zoom={designer.zoom} canUndo={designer.canUndo} canRedo={designer.canRedo} simulating={designer.simulating} prefix={prefix} saving={saving} canSave={canSave} />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <div ref={container} className="bpm-designer-canvas" data-testid="bpmn-canvas" data-simulating={designer.simulating ? 'true' : 'false'} />
        {modeler && (
          <Box sx={{ display: 'flex', minHeight: 0, ...(designer.simulating ? { pointerEvents: 'none', opacity: 0.5 } : {}) }} aria-disabled={designer.simulating}>
            <PropertiesPanel key={prefix} modeler={modeler} prefix={prefix} lockedKey={lockedKey} />
          </Box>
        )}
      </Box>
      <PreviewDialog preview={preview} onClose={() => setPreview(null)} />
      {dialog}
    </Box>
  );
}
