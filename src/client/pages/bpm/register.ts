import { registerPages } from '../../routes/registry.ts';
import { bpmPages } from './routes.ts';

/** The BPMN screens under their menu keys (forms, models and the designer, definitions, OA leave, instances, tasks). */
export function installBpmPages(): void {
  registerPages(bpmPages);
}
