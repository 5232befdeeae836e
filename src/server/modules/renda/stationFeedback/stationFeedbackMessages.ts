import { FEEDBACK_TYPE_LABELS } from './stationFeedbackErrors.ts';

/**
 * The words a feedback's handling writes (docs/station-feedback.md): the assignment's step note, the assignees'
 * message parameters, the citizen's SMS parameters and the draft proposal made from it. Data, not answers.
 */

const STATION = '联络站';

const summary = (content: string) => (content.length > 60 ? `${content.slice(0, 60)}…` : content);

/** 分派给：张建国代表、李秀英代表、市教育局。<remark> */
export function assignmentNote(deputies: readonly string[], dept: string | null, remark?: string): string {
  const who = [...deputies.map((d) => `${d}代表`), ...(dept ? [dept] : [])].join('、');
  return `分派给：${who}${remark ? `。${remark}` : ''}`;
}

/** `renda-station-feedback-assign`: {station}收到群众{type}（查询码 {trackingNo}）已分派给您办理：{summary} */
export function assignmentParams(row: { feedbackType: string; trackingNo: string; content: string }, station: string | null): Record<string, string> {
  return { station: station ?? STATION, type: FEEDBACK_TYPE_LABELS[row.feedbackType] ?? row.feedbackType, trackingNo: row.trackingNo, summary: summary(row.content) };
}

/** `renda-station-feedback-reply`: 您向{station}反馈的问题（查询码 {trackingNo}）已有答复，请凭查询码查看：{link} */
export function replySmsParams(station: string | null, trackingNo: string, link: string): Record<string, string> {
  return { station: station ?? STATION, trackingNo, link };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * 转为建议: the draft's title (关于<the first line, at most 30 characters>的建议) and its content quoting the citizen's
 * words, HTML-escaped, under where they came from (station, type, tracking number).
 */
export function proposalFromFeedback(row: { feedbackType: string; trackingNo: string; content: string }, station: string | null): { title: string; content: string } {
  const typeLabel = FEEDBACK_TYPE_LABELS[row.feedbackType] ?? row.feedbackType;
  const firstLine = row.content.split(/\r?\n/)[0].trim();
  const title = `关于${firstLine.length > 30 ? `${firstLine.slice(0, 30)}…` : firstLine}的建议`.slice(0, 200);
  const quoted = row.content.split(/\r?\n/).map((line) => escapeHtml(line)).join('<br>');
  const content = `<p>来源：${escapeHtml(station ?? STATION)}群众反馈（${escapeHtml(typeLabel)}，查询码 ${escapeHtml(row.trackingNo)}）</p>`
    + `<blockquote>${quoted}</blockquote>`;
  return { title, content };
}
