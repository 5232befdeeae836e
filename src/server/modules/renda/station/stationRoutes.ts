import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { TenantScope } from '../../../db/tenantScope.ts';
import type { ServerConfig } from '../../../config.ts';
import { ok } from '../../../http/envelope.ts';
import { fail } from '../../../http/errors.ts';
import { contentDisposition } from '../../infra/file/contentDisposition.ts';
import { filesRootOf, uploadFile } from '../../infra/file/fileStorage.ts';
import { readImageUpload } from '../../infra/file/imageUpload.ts';
import { createCaptcha, verifyCaptcha } from '../../system/auth/captchaService.ts';
import { posterFileName, posterPdf, posterPng } from './poster.ts';
import { MAX_PHOTOS, PUBLIC_PHOTO_CREATOR, publicStation, publicStationView, submitPublicFeedback, trackPublicFeedback, type PublicFeedbackInput } from './publicFeedback.ts';
import { StationErrors } from './stationErrors.ts';

const id = { type: 'integer', title: '编号', minimum: 1 } as const;
const stationCode = { type: 'string', title: '联络站编码', minLength: 1, maxLength: 16, errorMessage: { minLength: '请扫描联络站的二维码' } } as const;
const PUBLIC = '/renda/station-feedback/public';
/** A photo at most this big (a phone's photo, sent as it is taken). */
const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** Public uploads of one tenant in an hour, beyond which the upload refuses (a full form of photos, many times over). */
const TENANT_PHOTOS_PER_HOUR = 300;

/** The public page's address for a station: PUBLIC_URL when set, else the address the caller reached this server by. */
export function stationPageUrl(config: Pick<ServerConfig, 'publicUrl'>, request: FastifyRequest, code: string): string {
  const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
  return new URL(`/feedback?station=${encodeURIComponent(code)}`, origin).href;
}

/**
 * `/renda/station/poster` (the staff's 海报) and the citizens' calls under `/renda/station-feedback/public/*` (no
 * sign-in: the tenant comes from the station's code; limited per address by @fastify/rate-limit, in each server's
 * memory, and per station by the database; decision 94, docs/stations.md).
 */
export function stationRoutes(db: Db, config: ServerConfig) {
  return async function (app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: { id: number; format?: 'png' | 'pdf' } }>('/renda/station/poster', {
      config: { access: 'renda:station:query' },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id, format: { type: 'string', title: '格式', enum: ['png', 'pdf'] } } } },
    }, async (request, reply) => {
      const station = await request.scope().selectFrom('rendaStation')
        .select(['name', 'code', 'address', 'receptionDays', 'openingHours', 'contactPhone'])
        .where('id', '=', request.query.id).where('deleted', '=', false).executeTakeFirst();
      if (!station?.code) throw fail(StationErrors.NOT_EXISTS);
      const url = stationPageUrl(config, request, station.code);
      const pdf = request.query.format === 'pdf';
      const body = pdf ? posterPdf(station, url) : posterPng(station, url);
      return reply.header('content-type', pdf ? 'application/pdf' : 'image/png')
        .header('content-disposition', contentDisposition('attachment', posterFileName(station.name, pdf ? 'pdf' : 'png')))
        .header('cache-control', 'no-store')
        .send(body);
    });

    // the address the QR code holds (the poster dialog links to it, so the staff can try the page)
    app.get<{ Querystring: { id: number } }>('/renda/station/page-url', {
      config: { access: 'renda:station:query' },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id } } },
    }, async (request) => {
      const station = await request.scope().selectFrom('rendaStation').select('code').where('id', '=', request.query.id).where('deleted', '=', false).executeTakeFirst();
      if (!station?.code) throw fail(StationErrors.NOT_EXISTS);
      return ok(stationPageUrl(config, request, station.code));
    });

    // the station as the public page shows it
    app.get<{ Querystring: { code: string } }>(`${PUBLIC}/station`, {
      config: { access: 'public', tenantIgnore: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { querystring: { type: 'object', required: ['code'], properties: { code: stationCode } } },
    }, async (request) => ok(await publicStationView(db, request.query.code)));

    // the form's image captcha (CAPTCHA_ENABLED, as the sign-in's): codes kept in the database, any server checks them
    app.get(`${PUBLIC}/captcha`, {
      config: { access: 'public', tenantIgnore: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    }, async () => ok(config.captchaEnabled ? await createCaptcha(db, config.captchaTtlSeconds) : { enable: false, uuid: null, img: null }));

    // a photo, before the submit: an image by its content, stored in the station's tenant
    app.post<{ Querystring: { station: string } }>(`${PUBLIC}/upload`, {
      config: { access: 'public', tenantIgnore: true, rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: { querystring: { type: 'object', required: ['station'], properties: { station: stationCode } } },
    }, async (request) => {
      const station = await publicStation(db, request.query.station);
      const scope = new TenantScope(db, station.tenantId);
      const since = new Date(Date.now() - 3600_000);
      const recent = await scope.selectFrom('infraFile').select((eb) => eb.fn.countAll<string>().as('n'))
        .where('creator', '=', PUBLIC_PHOTO_CREATOR).where('createTime', '>', since).executeTakeFirstOrThrow();
      if (Number(recent.n) >= TENANT_PHOTOS_PER_HOUR) throw fail(StationErrors.PUBLIC_UPLOAD_TOO_MANY);
      const image = await readImageUpload(request, 'file', Math.min(PHOTO_MAX_BYTES, config.fileUploadMaxBytes));
      return ok(await uploadFile(scope, filesRootOf(config.dataDir), image, PUBLIC_PHOTO_CREATOR, 'station-feedback'));
    });

    app.post<{ Body: PublicFeedbackInput & { captchaUuid?: string; captchaCode?: string } }>(`${PUBLIC}/create`, {
      // a whole community centre may share one address: a few forms a minute, and the station's own hourly limit
      config: { access: 'public', tenantIgnore: true, rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        body: {
          type: 'object', required: ['station', 'feedbackType', 'content'],
          properties: {
            station: stationCode,
            feedbackType: { type: 'string', title: '反馈类型', maxLength: 4, dict: 'renda_station_feedback_type' },
            content: { type: 'string', title: '反馈内容', minLength: 1, maxLength: 2000 },
            name: { type: 'string', title: '姓名', maxLength: 30 },
            mobile: { type: 'string', title: '手机号码', maxLength: 11, pattern: '^(1[3-9]\\d{9})?$', errorMessage: { pattern: '手机号格式不正确', maxLength: '手机号格式不正确' } },
            anonymous: { type: 'boolean', title: '匿名' },
            photoUrls: { type: 'array', title: '照片', maxItems: MAX_PHOTOS, items: { type: 'string', title: '照片地址', maxLength: 500 } },
            captchaUuid: { type: 'string', title: '验证码编号', maxLength: 64 },
            captchaCode: { type: 'string', title: '验证码', maxLength: 16 },
          },
        },
      },
    }, async (request) => {
      const { captchaUuid, captchaCode, ...input } = request.body;
      if (config.captchaEnabled) await verifyCaptcha(db, captchaUuid, captchaCode);
      return ok(await submitPublicFeedback(db, app.sensitiveWords.trie(), input));
    });

    app.get<{ Querystring: { trackingNo: string; mobile?: string } }>(`${PUBLIC}/track`, {
      config: { access: 'public', tenantIgnore: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        querystring: {
          type: 'object', required: ['trackingNo'],
          properties: { trackingNo: { type: 'string', title: '查询码', minLength: 1, maxLength: 32 }, mobile: { type: 'string', title: '手机号码', maxLength: 20 } },
        },
      },
    }, async (request) => ok(await trackPublicFeedback(db, request.query.trackingNo, request.query.mobile)));
  };
}
