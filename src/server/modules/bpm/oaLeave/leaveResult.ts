import type { BusinessResultListener } from '../runtime/businessResults.ts';

/** The leave's result follows its instance (yudao's BpmOALeaveResultListener), in the transaction that ended it. */
export const leaveResultListener: BusinessResultListener = async (txScope, ended) => {
  if (!ended.businessKey || !/^\d+$/.test(ended.businessKey)) return;
  await txScope.updateTable('bpmOaLeave').set({ result: ended.result, updateTime: new Date() })
    .where('id', '=', Number(ended.businessKey))
    // null: an instance that ended inside its own start, before the leave learnt its id
    .where((eb) => eb.or([eb('processInstanceId', '=', ended.processInstanceId), eb('processInstanceId', 'is', null)]))
    .execute();
};
