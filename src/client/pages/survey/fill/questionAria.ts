import type { SurveyQuestion } from '../../../../shared/survey/index.ts';

/** The id of a question's legend: a text field is named by it, as its only label. */
export const legendId = (q: SurveyQuestion) => `question-${q.id}-legend`;

/** A field with a problem says so and points at the message. */
export const invalidProps = (errorId?: string) => (errorId ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});
