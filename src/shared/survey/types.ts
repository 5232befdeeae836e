/** Survey shapes shared by the server (validation, statistics) and the client (designer, fill-in page). */
export type QuestionType = 'input' | 'textarea' | 'radio' | 'checkbox' | 'select' | 'title' | 'text';

export const QUESTION_TYPES: readonly QuestionType[] = ['radio', 'checkbox', 'select', 'input', 'textarea', 'title', 'text'];

export interface SurveyOption {
  optionId: number;
  optionNo: number;
  optionText: string;
  /** '1': the respondent may add free text after this option (具体为……). */
  isExtend?: string;
}

export interface SurveyQuestion {
  id: number;
  surveyId: number;
  questionNo: number;
  questionName: string;
  questionType: QuestionType;
  /** Contains notEmpty when the question is required. */
  validateRule?: string | null;
  /** '1': initially hidden (revealed by its show rule, if any). */
  showOrHide?: string | null;
  /** '1': read-only (the default value is the answer). */
  notEdit?: string | null;
  /** Text questions: the text. Choice questions: the chosen optionIds, comma-separated. */
  defaultValue?: string | null;
  optionDisplay?: string | null;
  options?: SurveyOption[] | null;
  /** Show rule of an initially hidden question: revealed when this option of that question is chosen. */
  showWhenQuestionId?: number | null;
  showWhenOptionId?: number | null;
}

/** One element of `answerJson` (SPEC §3): `answerText` carries text answers and the extension text of an option. */
export interface AnswerItem {
  questionId: number;
  questionType: string;
  optionIds: number[];
  answerText: string;
}

export interface SurveyDetail {
  id: number;
  surveyId: number;
  surveyName: string;
  surveyDesc?: string | null;
  status: string;
  startTime?: number | null;
  endTime?: number | null;
  questionList: SurveyQuestion[];
  /** The signed-in user has answered already (one answer per respondent). */
  answered: boolean;
  /** Whether the signed-in user may submit now, and why not. */
  canAnswer: boolean;
  reason?: string | null;
}
