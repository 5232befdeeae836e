import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.ts';
import { fail } from '../../../http/errors.ts';
import type { ErrorCode } from '../../../../shared/errorCodes.ts';

const ec = (code: number, msg: string): ErrorCode => Object.freeze({ code, msg });

/** yudao's infra ErrorCodeConstants for the API error log. */
export const ApiErrorLogErrors = {
  NOT_FOUND: ec(1001002000, 'API 错误日志不存在'),
  PROCESSED: ec(1001002001, 'API 错误日志已处理'),
};

/** yudao's ApiErrorLogProcessStatusEnum. */
const ProcessStatus = { INIT: 0, DONE: 1, IGNORE: 2 } as const;

/** 已处理 / 已忽略 of the 错误日志 screen: once, by someone who may, stamped with who and when. */
export function apiErrorLogRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    app.put<{ Querystring: { id: number; processStatus: number } }>('/infra/api-error-log/update-status', {
      config: { access: 'infra:api-error-log:update-status' },
      schema: {
        querystring: {
          type: 'object',
          required: ['id', 'processStatus'],
          properties: {
            id: { type: 'integer', title: '编号', minimum: 1 },
            processStatus: {
              type: 'integer', title: '处理状态', enum: [ProcessStatus.DONE, ProcessStatus.IGNORE],
              errorMessage: { enum: '处理状态只能是已处理或已忽略' },
            },
          },
        },
      },
    }, async (request) => {
      const { id, processStatus } = request.query;
      const scope = request.scope();
      const row = await scope.selectFrom('infraApiErrorLog').select('processStatus').where('id', '=', id).where('deleted', '=', false).executeTakeFirst();
      if (!row) throw fail(ApiErrorLogErrors.NOT_FOUND);
      if (row.processStatus !== ProcessStatus.INIT) throw fail(ApiErrorLogErrors.PROCESSED);
      // The status in the condition too: of two people processing at once, only the first counts.
      const result = await scope.updateTable('infraApiErrorLog')
        .set({ processStatus, processUserId: request.loginUser!.id, processTime: new Date(), updater: String(request.loginUser!.id), updateTime: new Date() })
        .where('id', '=', id).where('processStatus', '=', ProcessStatus.INIT).executeTakeFirst();
      if (!result.numUpdatedRows) throw fail(ApiErrorLogErrors.PROCESSED);
      return ok(true);
    });
  };
}
