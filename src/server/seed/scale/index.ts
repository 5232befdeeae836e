// The province data set (issue 39): `npm run seed:scale`, its CI test and the benchmarks use it; the normal seed never does.
export { seedScale, SCALE_DEFAULTS, type ScaleOptions, type ScaleReport } from './scaleSeed.ts';
export { PROVINCE_TENANT, SCALE_CREATOR } from './scaleTenants.ts';
export { SCALE_DEPUTY_PASSWORD } from './scaleDeputies.ts';
