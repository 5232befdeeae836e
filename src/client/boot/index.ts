// The app's side of the last view (decision 94); `paintLastView.ts` is an entry of its own and not exported here.
export { LAST_VIEW_KEY, releaseLastView } from './lastView.ts';
export { saveLastView } from './saveLastView.ts';
export { useLastView, useReleaseLastViewElsewhere } from './useLastView.ts';
