import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope.ts';
import { pageProperties } from '../../bpm/runtime/schemas.ts';
import {
  assignProposal, createProposal, deleteProposal, feedbackProposal, replyProposal, reviewProposal, submitProposal, updateProposal,
  type ProposalInput, type ReplyInput, type ReviewDecision, type UnitChoice,
} from './proposalCommands.ts';
import { handledProposals, myProposals, proposalDetail, type ListFilter } from './proposalQueries.ts';

const id = { type: 'integer', title: '编号', minimum: 1 } as const;
const files = (title: string) => ({
  type: ['array', 'null'], title, maxItems: 20,
  items: {
    type: 'object', required: ['name', 'url'],
    properties: { name: { type: 'string', title: '文件名', minLength: 1, maxLength: 200 }, url: { type: 'string', title: '文件地址', minLength: 1, maxLength: 1000 } },
  },
}) as const;
const text = (title: string, maxLength: number) => ({ type: ['string', 'null'], title, maxLength }) as const;

/** The fields a deputy writes (create and update); the update takes any of them (decision 32). */
const proposalProperties = {
  title: { type: 'string', title: '标题', minLength: 1, maxLength: 200, errorMessage: { minLength: '标题不能为空' } },
  type: { type: 'string', title: '类型', enum: ['1', '2'], dict: 'renda_proposal_type' },
  category: { type: ['string', 'null'], title: '类别', maxLength: 4, dict: 'renda_proposal_category' },
  content: text('内容', 100_000),
  cosignerIds: { type: ['array', 'null'], title: '附议代表', maxItems: 100, items: { type: 'integer', minimum: 1 } },
  contactName: text('联系人', 30),
  contactMobile: { type: ['string', 'null'], title: '联系电话', maxLength: 20, pattern: '^[0-9+\\-() ]*$', errorMessage: { pattern: '联系电话格式不正确' } },
  openStatus: { type: ['string', 'null'], title: '是否公开', maxLength: 2, dict: 'renda_open_status' },
  attachments: files('附件'),
  session: text('届次会议', 100),
  year: { type: ['integer', 'null'], title: '年度', minimum: 1900, maximum: 9999 },
} as const;

const listQuery = {
  type: 'object',
  properties: {
    ...pageProperties,
    title: { type: 'string', title: '标题', maxLength: 200 },
    type: { type: 'string', title: '类型', maxLength: 2 },
    status: { type: 'integer', title: '状态', minimum: 0, maximum: 6 },
  },
} as const;

/** Staff (renda:proposal:query) read every submitted proposal; asked only when the caller is not its deputy. */
const staffCheck = (request: FastifyRequest) => () => request.hasPermission('renda:proposal:query');

/** `/renda/proposal/*` (docs/proposals.md "API"): the deputy's, staff's and units' commands, and the reads beside the generated list. */
export function proposalRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    app.post<{ Body: ProposalInput & { title: string; type: string } }>('/renda/proposal/create', {
      config: { access: 'renda:proposal:create' },
      schema: { body: { type: 'object', required: ['title', 'type'], properties: proposalProperties } },
    }, async (request) => ok(await createProposal(request.scope(), request.loginUser!.id, request.body)));

    app.put<{ Body: ProposalInput & { id: number } }>('/renda/proposal/update', {
      config: { access: 'renda:proposal:create' },
      schema: { body: { type: 'object', required: ['id'], properties: { id, ...proposalProperties } } },
    }, async (request) => {
      const { id: proposalId, ...input } = request.body;
      await updateProposal(request.scope(), request.loginUser!.id, proposalId, input);
      return ok(true);
    });

    app.delete<{ Querystring: { id: number } }>('/renda/proposal/delete', {
      config: { access: 'renda:proposal:create' },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id } } },
    }, async (request) => {
      await deleteProposal(request.scope(), request.loginUser!.id, request.query.id);
      return ok(true);
    });

    app.put<{ Body: { id: number } }>('/renda/proposal/submit', {
      config: { access: 'renda:proposal:create' },
      schema: { body: { type: 'object', required: ['id'], properties: { id } } },
    }, async (request) => {
      await submitProposal(request.scope(), request.loginUser!.id, request.body.id);
      return ok(true);
    });

    // who may read one is decided by the proposal (its deputy, co-signers, staff, its units): any signed-in user asks
    app.get<{ Querystring: { id: number } }>('/renda/proposal/get', {
      config: { access: 'login' },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id } } },
    }, async (request) => ok(await proposalDetail(request.scope(), request.loginUser!.id, request.query.id, staffCheck(request))));

    app.get<{ Querystring: ListFilter }>('/renda/proposal/my-page', {
      config: { access: 'renda:my-proposal:query' },
      schema: { querystring: listQuery },
    }, async (request) => ok(await myProposals(request.scope(), request.loginUser!.id, request.query)));

    app.get<{ Querystring: ListFilter & { unitStatus?: number } }>('/renda/proposal/handle-page', {
      config: { access: 'renda:proposal-handle:query' },
      schema: { querystring: { ...listQuery, properties: { ...listQuery.properties, unitStatus: { type: 'integer', title: '办理状态', enum: [1, 2] } } } },
    }, async (request) => ok(await handledProposals(request.scope(), request.loginUser!.id, request.query)));

    app.put<{ Body: { id: number; decision: ReviewDecision; reason?: string } }>('/renda/proposal/review', {
      config: { access: 'renda:proposal:review' },
      schema: {
        body: {
          type: 'object', required: ['id', 'decision'],
          properties: {
            id,
            decision: { type: 'string', title: '审核结果', enum: ['accept', 'return', 'convert'], errorMessage: { enum: '审核结果应为立案、退回修改或转为建议' } },
            reason: { type: 'string', title: '审核意见', maxLength: 500 },
          },
        },
      },
    }, async (request) => {
      await reviewProposal(request.scope(), request.loginUser!.id, request.body);
      return ok(true);
    });

    app.put<{ Body: { id: number; units: UnitChoice[]; reason?: string } }>('/renda/proposal/assign', {
      config: { access: 'renda:proposal:assign' },
      schema: {
        body: {
          type: 'object', required: ['id', 'units'],
          properties: {
            id,
            units: {
              type: 'array', title: '承办单位', minItems: 1, maxItems: 20, errorMessage: { minItems: '请选择承办单位' },
              items: {
                type: 'object', required: ['deptId', 'handleType'],
                properties: {
                  deptId: { type: 'integer', title: '承办单位', minimum: 1 },
                  handleType: { type: 'string', title: '办理方式', enum: ['1', '2'], errorMessage: { enum: '办理方式应为主办或协办' } },
                },
              },
            },
            reason: { type: 'string', title: '交办意见', maxLength: 500 },
          },
        },
      },
    }, async (request) => {
      await assignProposal(request.scope(), request.loginUser!.id, request.body);
      return ok(true);
    });

    app.put<{ Body: ReplyInput }>('/renda/proposal/reply', {
      config: { access: 'renda:proposal:reply' },
      schema: {
        body: {
          type: 'object', required: ['id', 'content', 'handleResult'],
          properties: {
            id,
            content: { type: 'string', title: '答复内容', minLength: 1, maxLength: 100_000, errorMessage: { minLength: '答复内容不能为空' } },
            handleResult: { type: 'string', title: '办理结果', maxLength: 2, dict: 'renda_handle_result' },
            resultType: { type: ['string', 'null'], title: '办理结果类别', maxLength: 2, dict: 'renda_proposal_result' },
            files: files('答复附件'),
          },
        },
      },
    }, async (request) => {
      await replyProposal(request.scope(), request.loginUser!.id, request.body);
      return ok(true);
    });

    app.put<{ Body: { id: number; satisfaction: string; opinion?: string } }>('/renda/proposal/feedback', {
      config: { access: 'renda:proposal:feedback' },
      schema: {
        body: {
          type: 'object', required: ['id', 'satisfaction'],
          properties: {
            id,
            satisfaction: { type: 'string', title: '满意度', enum: ['1', '2', '3'], errorMessage: { enum: '满意度应为满意、基本满意或不满意' } },
            opinion: { type: 'string', title: '评价意见', maxLength: 500 },
          },
        },
      },
    }, async (request) => {
      await feedbackProposal(request.scope(), request.loginUser!.id, request.body);
      return ok(true);
    });
  };
}
