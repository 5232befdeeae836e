import type { TenantScope } from '../db/tenantScope.ts';
import {
  assignProposal, createProposal, feedbackProposal, replyProposal, reviewProposal, submitProposal,
} from '../modules/renda/proposal/index.ts';
import { flagOverdue } from '../modules/renda/proposal/proposalProcess.ts';
import { DEPUTY_ROLE, holdersOfRole } from '../modules/system/permission/permissionService.ts';
import { DEMO_SESSION, LEAD_UNIT, OPINIONS, REPLIES, SCENARIOS, TOPICS } from './demo/proposals.ts';

const DAY_MS = 86_400_000;

/**
 * Tenant 1's demo proposals (`count`, DEMO_PROPOSALS: 200 for a first start, a handful when tests seed), each driven
 * through the proposal commands by the people the steps belong to: the deputy, the liaison staff (`staff`), the
 * units' leaders. The first demo deputies lead most of them, so signing in as deputy1 shows a full 我的建议.
 */
export async function seedProposals(scope: TenantScope, count: number): Promise<void> {
  if (count <= 0) return;
  // once: a tenant that has proposals (an earlier seed, or real ones) gets no demo ones
  if (await scope.selectFrom('rendaProposal').select('id').limit(1).executeTakeFirst()) return;
  const user = async (username: string) => (await scope.selectFrom('systemUsers').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const staff = await user('staff');
  const demoDeputies = [await user('deputy1'), await user('deputy2')];
  const others = (await scope.selectFrom('systemUsers').select('id').where('id', 'in', holdersOfRole(scope, DEPUTY_ROLE))
    .where('status', '=', 0).where('deleted', '=', false).where('id', 'not in', demoDeputies).orderBy('id').limit(60).execute()).map((r) => r.id);
  const depts = new Map((await scope.selectFrom('systemDept').select(['id', 'name']).where('deleted', '=', false).execute()).map((d) => [d.name, d.id]));
  const leaders = new Map((await scope.selectFrom('systemDept').select(['id', 'leaderUserId']).execute()).map((d) => [d.id, d.leaderUserId]));
  const unitNames = [...new Set(Object.values(LEAD_UNIT))];
  const year = new Date().getFullYear();

  for (let i = 0; i < count; i++) {
    const scenario = SCENARIOS[i % SCENARIOS.length];
    const category = String((i % 8) + 1);
    const topics = TOPICS[category];
    const type = i % 4 === 0 || scenario === 'converted' ? '1' : '2';
    const deputy = i % 3 === 2 && others.length ? others[i % others.length] : demoDeputies[i % 2];
    const pool = [...demoDeputies, ...others].filter((d) => d !== deputy);
    const cosignerIds = pool.length ? [...new Set([pool[(i * 7) % pool.length], pool[(i * 13 + 1) % pool.length]])].slice(0, i % 3) : [];
    const id = await createProposal(scope, deputy, {
      title: `关于${topics[Math.floor(i / 8) % topics.length]}的${type === '1' ? '议案' : '建议'}`,
      type, category, cosignerIds, session: DEMO_SESSION, year, openStatus: String(i % 3), contactName: null,
      content: `<p>近年来，群众对这一问题反映较为集中。经走访调研，现提出以下${type === '1' ? '议案' : '建议'}：</p>`
        + '<ol><li>摸清底数，建立问题清单和工作台账；</li><li>加大投入，明确责任单位和完成时限；</li><li>建立长效机制，定期向代表通报进展。</li></ol>',
    });
    if (scenario === 'draft') continue;
    await submitProposal(scope, deputy, id);
    if (scenario === 'review') continue;
    if (scenario === 'returned') {
      await reviewProposal(scope, staff, { id, decision: 'return', reason: OPINIONS.returned });
      continue;
    }
    await reviewProposal(scope, staff, scenario === 'converted' ? { id, decision: 'convert', reason: OPINIONS.convert } : { id, decision: 'accept' });
    if (scenario === 'toAssign' || scenario === 'converted') continue;

    const lead = depts.get(LEAD_UNIT[category])!;
    const helper = i % 3 === 0 || scenario === 'handlingHalf' ? depts.get(unitNames[(unitNames.indexOf(LEAD_UNIT[category]) + 1) % unitNames.length]) : undefined;
    const units = [{ deptId: lead, handleType: '1' }, ...(helper ? [{ deptId: helper, handleType: '2' }] : [])];
    await assignProposal(scope, staff, { id, units, reason: '请按期办理并答复代表' });
    if (scenario === 'handling') continue;
    if (scenario === 'overdue') {
      // demo time: its deadline lies behind it, as if the timer had fired (flagged as the timer's hook does)
      await scope.updateTable('rendaProposal').set({ deadline: new Date(Date.now() - 3 * DAY_MS) }).where('id', '=', id).execute();
      await scope.updateTable('rendaProposalUnit').set({ deadline: new Date(Date.now() - 3 * DAY_MS) }).where('proposalId', '=', id).execute();
      await flagOverdue(scope, id);
      continue;
    }
    const reply = REPLIES[i % REPLIES.length];
    const replyAll = async (round: number, only?: number) => {
      for (const unit of units.slice(0, only)) {
        await replyProposal(scope, leaders.get(unit.deptId)!, {
          id, content: `<p>${round === 2 ? '根据代表意见再次研究，' : ''}${reply.text}</p>`, handleResult: round === 2 ? '1' : reply.handleResult,
          resultType: unit.handleType === '1' ? (round === 2 ? 'A' : reply.resultType) : null,
        });
      }
    };
    await replyAll(1, scenario === 'handlingHalf' ? 1 : undefined);
    if (scenario === 'handlingHalf' || scenario === 'toRate') continue;
    if (scenario === 'closedRound2' || scenario === 'handlingRound2' || scenario === 'closedUnsatisfied') {
      await feedbackProposal(scope, deputy, { id, satisfaction: '3', opinion: OPINIONS.unsatisfied });
      if (scenario === 'handlingRound2') continue;
      await replyAll(2);
      await feedbackProposal(scope, deputy, scenario === 'closedUnsatisfied' ? { id, satisfaction: '3', opinion: OPINIONS.unsatisfied } : { id, satisfaction: '1' });
      continue;
    }
    await feedbackProposal(scope, deputy, { id, satisfaction: scenario === 'closedBasic' ? '2' : '1', opinion: scenario === 'closedBasic' ? '基本满意，希望持续跟进' : undefined });
  }
}
