import Chip from '@mui/material/Chip';
import type { ViewerStep } from '../../../bpmn/viewer/index.ts';
import type { RecordWording } from '../instance/businessViews.ts';
import { RecordOutcome } from '../instance/RecordOutcome.tsx';

/** A step's state colour, the same in the table, the timeline's dot and the diagram's highlight (viewer.css). */
export const STATE_COLOURS = { done: 'success', approved: 'success', pending: 'primary', rejected: 'error', cancelled: 'default' } as const;

/** A step's result as a chip: a business process's outcome in its words (立案, 已答复), else the state (通过, 处理中). */
export function StepState({ step, outcome, t }: { step: ViewerStep; outcome?: RecordWording['outcome']; t: (key: string) => string }) {
  return outcome
    ? <RecordOutcome outcome={outcome} />
    : <Chip size="small" variant="outlined" color={STATE_COLOURS[step.state]} label={t(`states.${step.state}`)} />;
}
