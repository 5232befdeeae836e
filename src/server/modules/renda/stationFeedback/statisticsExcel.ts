import ExcelJS from 'exceljs';
import type { FeedbackStatistics, Figures } from './statistics.ts';

/** The workbook's file name (联络站反馈统计.xlsx). */
export const STATISTICS_FILE_NAME = '联络站反馈统计.xlsx';

const FIGURE_HEADERS = ['反馈总数', '已答复', '已办结', '超期未答复', '答复率（%）', '平均答复时长（小时）'];
const figureCells = (f: Figures) => [f.total, f.handled, f.finished, f.overdue, f.handledRate ?? '', f.avgReplyHours ?? ''];

/** The same figures as a workbook: 汇总, 按联络站, 按类型, 按状态, 按月份. */
export async function statisticsWorkbook(stats: FeedbackStatistics): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = (name: string, headers: string[], rows: (string | number)[][]) => {
    const ws = workbook.addWorksheet(name);
    ws.columns = headers.map((h) => ({ header: h, width: Math.max(12, h.length * 2 + 4) }));
    ws.getRow(1).font = { bold: true };
    for (const r of rows) ws.addRow(r);
  };
  sheet('汇总', FIGURE_HEADERS, [figureCells(stats)]);
  sheet('按联络站', ['联络站', ...FIGURE_HEADERS], stats.byStation.map((s) => [s.stationName, ...figureCells(s)]));
  sheet('按类型', ['反馈类型', '数量'], stats.byType.map((t) => [t.label, t.count]));
  sheet('按状态', ['状态', '数量'], stats.byStatus.map((s) => [s.label, s.count]));
  sheet('按月份', ['月份', ...FIGURE_HEADERS], stats.byMonth.map((m) => [m.month, ...figureCells(m)]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
