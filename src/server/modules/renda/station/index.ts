/** Deputies' liaison stations (代表联络站, issue 35 points 1 and 2, docs/stations.md): stations, posters, the public page. */
export { stationHooks } from './stationHooks.ts';
export { StationErrors } from './stationErrors.ts';
export { stationRoutes } from './stationRoutes.ts';
