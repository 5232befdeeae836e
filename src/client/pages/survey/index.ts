/** Survey screens (issue 5): fill-in, my answers, my surveys, the staff list, designer and statistics. */
export { surveyPages } from './routes.ts';
export { surveyApi, questionApi, answerApi } from './api.ts';
export { installSurveyListActions, installSurveyPages } from './register.ts';
