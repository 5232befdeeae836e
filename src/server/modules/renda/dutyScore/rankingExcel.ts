import type { FastifyReply, FastifyRequest } from 'fastify';
import { WorkbookDownload } from '../../../excel/workbookDownload.ts';
import { SCORE_LEVEL_LABELS } from './levels.ts';
import { rankingRows, type RankingFilter } from './ranking.ts';

const COLUMNS = [
  { header: '排名', width: 8 }, { header: '代表姓名', width: 14 }, { header: '代表证号', width: 14 }, { header: '代表团', width: 20 },
  { header: '选区', width: 20 }, { header: '履职项数', width: 10 }, { header: '规则得分', width: 10 }, { header: '调整分', width: 10 },
  { header: '总分', width: 10 }, { header: '评分等级', width: 10 },
];
const SLICE = 2000;

/** The file's name: 2026年度履职排名.xlsx. */
export const rankingFileName = (year: number) => `${year}年度履职排名.xlsx`;

/**
 * The ranking as the list shows it (same group, searches and order), every row, as a workbook streamed at the
 * client's pace (WorkbookDownload): 100 000 deputies are one query and a few seconds of writing.
 */
export async function sendRankingExcel(reply: FastifyReply, request: FastifyRequest, filter: RankingFilter): Promise<FastifyReply> {
  const { list } = await rankingRows(request, filter);
  const fileName = rankingFileName(filter.year);
  const book = new WorkbookDownload();
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment;filename=${encodeURIComponent(fileName)};filename*=UTF-8''${encodeURIComponent(fileName)}`);
  void (async () => {
    try {
      const sheet = book.addSheet(`${filter.year}年度履职排名`, COLUMNS);
      for (let start = 0; start < list.length; start += SLICE) {
        const cells = list.slice(start, start + SLICE).map((r) => [
          r.rank, r.nickname, r.rendaNo ?? '', r.deptName ?? '', r.areaName ?? '', r.itemCount, r.points, r.adjust, r.score, SCORE_LEVEL_LABELS[r.level],
        ]);
        if (!(await book.write(sheet, cells))) return; // the client went away
      }
      sheet.commit();
      await book.close();
    } catch (error) {
      reply.log.error({ err: error }, 'duty ranking excel export failed');
      book.fail(error as Error);
    }
  })();
  return reply.send(book.stream);
}
