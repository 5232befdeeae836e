/**
 * OA leave (issue #15 point 7): the first business process (formType 20). Loading this module registers the listener
 * that writes its instance's result back to the leave row (runtime/businessResults.ts), before the seed or any command.
 */
import { registerBusinessResultListener } from '../runtime/businessResults.ts';
import { registerInboxBusiness } from '../runtime/inboxBusiness.ts';
import { LEAVE_PROCESS_KEY } from './leaveErrors.ts';
import { leaveResultListener } from './leaveResult.ts';

registerBusinessResultListener(LEAVE_PROCESS_KEY, leaveResultListener);
// a leave is its own kind in the inbox; its steps and decisions are the model's (领导审批, 通过 / 不通过)
registerInboxBusiness(LEAVE_PROCESS_KEY, { kind: 'leave' });

export { leaveRoutes } from './leaveRoutes.ts';
export { createLeave } from './leaveService.ts';
export { LEAVE_PROCESS_KEY, LeaveErrors } from './leaveErrors.ts';
