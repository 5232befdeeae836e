/** Deputies' duty activities (履职活动, issue 19 point 4, docs/activities.md): participants, the map's configuration. */
export { activityHooks } from './activityHooks.ts';
export { activityRoutes } from './activityRoutes.ts';
export { ActivityErrors } from './activityErrors.ts';
export { mapConfigOf, mapCspOrigins } from './mapConfig.ts';
