import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MapConfig } from '../../../../shared/map/mapConfig.ts';
import { ok } from '../../../http/envelope.ts';
import { fail } from '../../../http/errors.ts';
import { contentDisposition } from '../../infra/file/contentDisposition.ts';
import { DEPUTY_ROLE } from '../../system/permission/permissionService.ts';
import { visibleHolders } from '../../system/user/deputyQueries.ts';
import { dutyYear } from './dutyItems.ts';
import { DutyRecordErrors as E } from './dutyRecordErrors.ts';
import { dutyRecord, termList, type RecordPeriod } from './dutyRecordQueries.ts';
import { recordDocx } from './recordDocx.ts';
import { recordPdf } from './recordPdf.ts';
import { recordFileName, recordText, reportDraftText, reportDraftTitle } from './recordText.ts';
import { myStations, receptionCheckIn, type ReceptionInput } from './stationReception.ts';

const positive = { type: 'integer', minimum: 1 } as const;
const periodProperties = {
  deputyId: { ...positive, title: '代表' },
  year: { type: 'integer', title: '年度', minimum: 2000, maximum: 2100 },
  termId: { ...positive, title: '届次' },
} as const;

type RecordQuery = RecordPeriod & { deputyId?: number };

/** Whose record the caller asks for, if they may read it: their own, or (staff) a deputy of their tenant and data scope. */
async function recordOwner(request: FastifyRequest, deputyId: number | undefined): Promise<{ deputyId: number; mine: boolean }> {
  const me = request.loginUser!.id;
  if (deputyId === undefined || deputyId === me) {
    if (await request.hasPermission('renda:my-duty-record:query')) return { deputyId: me, mine: true };
    if (deputyId === undefined) throw fail(E.DEPUTY_NOT_EXISTS);
  }
  // another deputy's record is the staff's to read, within their data scope; beyond it (another tenant too) it does not exist
  if (!(await request.hasPermission('renda:duty-record:query'))) throw fail(E.DEPUTY_NOT_EXISTS);
  const visible = await (await visibleHolders(request, DEPUTY_ROLE)).select('systemUsers.id').where('systemUsers.id', '=', deputyId!).executeTakeFirst();
  if (!visible) throw fail(E.DEPUTY_NOT_EXISTS);
  return { deputyId: deputyId!, mine: false };
}

/** No period given: this year (the users' calendar). */
const periodOf = (q: RecordQuery): RecordPeriod => (q.termId !== undefined ? { termId: q.termId } : { year: q.year ?? dutyYear(new Date()) });

async function readRecord(request: FastifyRequest<{ Querystring: RecordQuery }>) {
  const owner = await recordOwner(request, request.query.deputyId);
  return dutyRecord(request.scope(), owner.deputyId, periodOf(request.query), owner.mine);
}

/**
 * `/renda/duty-record/*` (docs/duty-record.md "The record"): a deputy's record for a year or a term, its Word and PDF,
 * the annual report's draft, the terms to choose from, and the liaison-station reception check-in (a source).
 * A deputy reads their own (renda:my-duty-record:query), the staff anyone's in their scope (renda:duty-record:query).
 */
export function dutyRecordRoutes(map: MapConfig) {
  return async function (app: FastifyInstance): Promise<void> {
    const recordAccess = { access: 'renda:my-duty-record:query', alsoPermission: 'renda:duty-record:query' } as const;

    app.get<{ Querystring: RecordQuery }>('/renda/duty-record/get', {
      config: recordAccess,
      schema: { querystring: { type: 'object', properties: periodProperties } },
    }, async (request) => ok(await readRecord(request)));

    app.get<{ Querystring: RecordQuery & { format?: 'docx' | 'pdf' } }>('/renda/duty-record/export', {
      config: recordAccess,
      schema: { querystring: { type: 'object', properties: { ...periodProperties, format: { type: 'string', title: '格式', enum: ['docx', 'pdf'] } } } },
    }, async (request, reply) => {
      const record = await readRecord(request);
      const pdf = request.query.format === 'pdf';
      const text = recordText(record);
      const body = pdf ? recordPdf(text) : await recordDocx(text);
      return reply.header('content-type', pdf ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
        .header('content-disposition', contentDisposition('attachment', recordFileName(record, pdf ? 'pdf' : 'docx')))
        .header('cache-control', 'no-store')
        .send(body);
    });

    // 年度履职报告's 以履职档案生成初稿: the caller's own year as the report's starting text (a .docx to edit, or the text)
    app.get<{ Querystring: { year: number; format?: 'text' | 'docx' } }>('/renda/duty-record/report-draft', {
      config: { access: 'renda:my-duty-record:query' },
      schema: {
        querystring: {
          type: 'object', required: ['year'],
          properties: { year: periodProperties.year, format: { type: 'string', title: '格式', enum: ['text', 'docx'] } },
        },
      },
    }, async (request, reply) => {
      const record = await dutyRecord(request.scope(), request.loginUser!.id, { year: request.query.year }, true);
      const text = reportDraftText(record);
      if (request.query.format !== 'docx') return ok({ title: reportDraftTitle(record), content: text, total: record.total });
      const [title, ...rest] = text.split('\n');
      const body = await recordDocx({ title, facts: rest, summary: '', sections: [] });
      return reply.header('content-type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
        .header('content-disposition', contentDisposition('attachment', `${title}.docx`)).header('cache-control', 'no-store').send(body);
    });

    app.get('/renda/duty-record/terms', { config: recordAccess }, async (request) => ok(await termList(request.scope())));

    app.get('/renda/duty-record/my-stations', { config: { access: 'renda:my-duty-record:query' } },
      async (request) => ok(await myStations(request.scope(), request.loginUser!.id)));

    app.put<{ Body: ReceptionInput }>('/renda/duty-record/reception-check-in', {
      config: { access: 'renda:station-reception:check-in' },
      schema: {
        body: {
          type: 'object', required: ['stationId', 'longitude', 'latitude'],
          properties: {
            stationId: { ...positive, title: '联络站' },
            longitude: { type: 'number', title: '经度', minimum: -180, maximum: 180 },
            latitude: { type: 'number', title: '纬度', minimum: -90, maximum: 90 },
          },
        },
      },
    }, async (request) => ok(await receptionCheckIn(request.scope(), request.loginUser!.id, request.body, map)));
  };
}
