/** 履职登记 (issue 36 point 2, docs/duty-record.md): duties deputies did outside the platform, reviewed by the staff. */
export { dutyRegisterRoutes } from './dutyRegisterRoutes.ts';
export { DutyRegisterErrors, DUTY_STATUS } from './dutyRegisterErrors.ts';
