import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type Modeler from 'bpmn-js/lib/Modeler';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import type { EnginePrefix } from '../../../shared/bpmn/index.ts';
import { PanelContext, type PanelContextValue } from './PanelContext.tsx';
import { servicesOf } from './rules/index.ts';
import * as S from './sections/index.ts';
import { sectionsFor, type SectionId } from './sectionsFor.ts';
import { useConfirm } from './ui/index.ts';

export const PANEL_WIDTH = 480;

const COMPONENTS: Record<SectionId, ComponentType> = {
  general: S.GeneralSection,
  messages: S.MessagesSection,
  condition: S.FlowConditionSection,
  form: S.FormSection,
  task: S.TaskSection,
  multiInstance: S.MultiInstanceSection,
  nodePolicy: S.NodePolicySection,
  copy: S.CopySection,
  executionListeners: () => <S.ListenersSection kind="execution" />,
  taskListeners: () => <S.ListenersSection kind="task" />,
  properties: S.PropertiesSection,
  other: S.OtherSection,
  documentation: S.DocumentationSection,
};

interface Props {
  modeler: Modeler;
  prefix: EnginePrefix;
  lockedKey?: string | null;
  width?: number;
}

/** Follows the selection (the process when nothing is selected) and re-reads the diagram after every command. */
function usePanelElement(modeler: Modeler): { element: any; version: number } {
  const [state, setState] = useState<{ element: any; version: number }>(() => ({ element: null, version: 0 }));
  useEffect(() => {
    const eventBus = modeler.get<any>('eventBus');
    const canvas = modeler.get<any>('canvas');
    const registry = modeler.get<any>('elementRegistry');
    const current = () => {
      const selected = modeler.get<any>('selection').get();
      const one = selected.length === 1 ? selected[0] : null;
      let root = null;
      try {
        root = canvas.getRootElement();
      } catch {
        root = null;
      }
      return one && registry.get(one.id) ? one : root;
    };
    const refresh = () => setState((s) => ({ element: current(), version: s.version + 1 }));
    const events = ['selection.changed', 'commandStack.changed', 'import.done', 'root.set'];
    events.forEach((e) => eventBus.on(e, refresh));
    refresh();
    return () => events.forEach((e) => eventBus.off(e, refresh));
  }, [modeler]);
  return state;
}

/** The prefix-aware zh-CN properties panel (BPMN-NOTES §1.2 option A): collapsible sections, every edit undoable. */
export function PropertiesPanel({ modeler, prefix, lockedKey = null, width = PANEL_WIDTH }: Props) {
  const translate = useTranslate();
  const { element, version } = usePanelElement(modeler);
  const [dialog, confirm] = useConfirm();
  const [collapsed, setCollapsed] = useState<Partial<Record<SectionId, boolean>>>({});
  const services = useMemo(() => servicesOf(modeler, prefix), [modeler, prefix]);
  if (!element?.businessObject) return <Box sx={{ width }} />;
  const context: PanelContextValue = { services, element, version, lockedKey, confirm };
  const expanded = (id: SectionId) => (collapsed[id] === undefined ? id === 'general' : !collapsed[id]);
  return (
    <PanelContext.Provider value={context}>
      <Box sx={{ width, flex: `0 0 ${width}px`, height: '100%', overflowY: 'auto', borderLeft: 1, borderColor: 'divider', bgcolor: 'background.paper' }} data-testid="bpmn-panel" data-element-id={element.id} aria-label={translate('app.bpm.panel.title')}>
        {sectionsFor(element).map((id) => {
          const Section = COMPONENTS[id];
          return (
            <Accordion key={id} disableGutters square expanded={expanded(id)} onChange={(_, open) => setCollapsed({ ...collapsed, [id]: !open })} data-testid={`panel-section-${id}`}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography variant="subtitle2">{translate(`app.bpm.panel.sections.${id}`)}</Typography>
              </AccordionSummary>
              <AccordionDetails sx={{ pt: 0 }}>
                {expanded(id) && <Section key={`${element.id}:${id}`} />}
              </AccordionDetails>
            </Accordion>
          );
        })}
      </Box>
      {dialog}
    </PanelContext.Provider>
  );
}
