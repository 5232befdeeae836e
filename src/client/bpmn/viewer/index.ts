export * from './types.ts';
export { computeMarkers, RESULT_MARKERS } from './highlight.ts';
export { computeSteps, RESULT_STATES, type ViewerStep } from './steps.ts';
