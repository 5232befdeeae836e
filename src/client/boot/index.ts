// The app's side of the last view (decision 94) and of the early answers (decision 106); `headScript.ts` is an entry
// of its own, inline in index.html, and not exported here.
export { fetchWithEarlyAnswers } from './earlyRequests.ts';
export { LAST_VIEW_KEY, releaseLastView } from './lastView.ts';
export { saveLastView } from './saveLastView.ts';
export { useLastView, useReleaseLastViewElsewhere } from './useLastView.ts';
