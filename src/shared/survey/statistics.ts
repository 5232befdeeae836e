/** The shapes of the survey statistics routes (docs/surveys.md), as the server sends them and the client reads them. */

export interface OptionStat { optionId: number; optionNo: number; optionText: string; isExtend: string; count: number; percent: number }
export interface QuestionStat {
  questionId: number;
  number: number | null;
  questionName: string;
  questionType: string;
  /** Respondents who answered this question: the base of the percentages. */
  answeredCount: number;
  options: OptionStat[];
  /** Text answers and extension texts, listed page by page through /renda/answer/text-page. */
  textCount: number;
}

/** GET /renda/answer/getAnswerData. */
export interface AnswerData { surveyId: number; surveyName: string; surveyDesc: string | null; status: string; answerCount: number; questions: QuestionStat[] }

export interface TextAnswer { answerId: number; userId: number; userNickname: string; optionId: number | null; answerText: string; createTime: number }

export interface Crosstab {
  rowQuestionId: number;
  colQuestionId: number;
  rows: { optionId: number; optionText: string }[];
  cols: { optionId: number; optionText: string }[];
  /** cells[i][j]: respondents who chose row option i and column option j. */
  cells: number[][];
  rowTotals: number[];
  colTotals: number[];
  /** Respondents who answered both questions. */
  total: number;
}
