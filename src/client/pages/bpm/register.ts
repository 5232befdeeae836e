import { lazy } from 'react';
import { registerPages } from '../../routes/registry.ts';
import { registerTaskContext } from './instance/businessViews.ts';
import { bpmPages } from './routes.ts';

/**
 * The BPMN screens under their menu keys (forms, models and the designer, definitions, OA leave, instances, tasks);
 * a leave's approver reads the leave (type, dates, days, reason) beside 通过 / 不通过.
 */
export function installBpmPages(): void {
  registerPages(bpmPages);
  registerTaskContext('/bpm/oa/leave/detail', lazy(() => import('./oa/LeaveTaskContext.tsx')));
}
