import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { Refusal } from '../../db/backup/report.ts';
import { createScaleAnswers } from './scaleAnswers.ts';
import { createScaleDeputies, deputiesOf } from './scaleDeputies.ts';
import { createScaleDuties } from './scaleDuties.ts';
import { createScaleProposals } from './scaleProposals.ts';
import { createScaleTenants, type ScaleTenant } from './scaleTenants.ts';

export interface ScaleOptions {
  deputies: number;
  proposals: number;
  answers: number;
  dutyItems: number;
  tenants: number;
}

export const SCALE_DEFAULTS: ScaleOptions = { deputies: 100_000, proposals: 300_000, answers: 1_000_000, dutyItems: 5_000_000, tenants: 20 };

/** A tenant of the data set with how many deputies it holds (`d`), which the rows' deputies are drawn among. */
export type CountedTenant = ScaleTenant & { d: number };

export interface ScaleReport {
  tenants: { id: number; name: string; parentId: number | null; deputies: number }[];
  /** milliseconds per step, in order */
  steps: [string, number][];
}

/**
 * The province data set (issue 39 point 1, docs/scaling.md "The province data set"): a province tenant and its cities,
 * their deputies, proposals with their units and tasks, survey answers and the record of duty, written set-based
 * (INSERT … SELECT over generate_series) in one transaction on one connection, so that a failure leaves nothing.
 * Never part of the normal seed.
 */
export async function seedScale(db: Db, options: ScaleOptions, log: (line: string) => void = () => {}): Promise<ScaleReport> {
  for (const [name, value] of Object.entries(options)) {
    if (!Number.isInteger(value) || value < 0) throw new Refusal(`${name} 必须是非负整数，当前值为 ${value}`);
  }
  if (options.deputies < options.tenants) throw new Refusal(`代表数（${options.deputies}）不能少于租户数（${options.tenants}）`);
  const steps: [string, number][] = [];
  return db.transaction().execute(async (trx) => {
    const step = async <R>(name: string, work: () => Promise<R>): Promise<R> => {
      const started = performance.now();
      const result = await work();
      const ms = performance.now() - started;
      steps.push([name, ms]);
      log(`${name}：${(ms / 1000).toFixed(1)} 秒`);
      return result;
    };
    const tx = trx as Db;
    const tenants = await step(`${options.tenants} 个租户、角色、部门、选区`, () => createScaleTenants(tx, options.tenants));
    const counted = tenants.map((t) => ({ ...t, d: deputiesOf(t.k, options.deputies, tenants.length) }));
    await step(`${options.deputies} 名代表`, () => createScaleDeputies(tx, tenants, options.deputies));
    if (options.proposals) await step(`${options.proposals} 件建议及承办单位、流程任务`, () => createScaleProposals(tx, counted, options.proposals));
    if (options.answers) await step(`${options.answers} 份答卷`, () => createScaleAnswers(tx, counted, options.answers));
    if (options.dutyItems) await step(`${options.dutyItems} 条履职记录及积分`, () => createScaleDuties(tx, counted, options.dutyItems));
    // the planner's statistics for the tables just filled (PostgreSQL's autovacuum would come later; PGlite's upkeep too)
    await step('更新统计信息', async () => {
      for (const table of ['system_users', 'system_user_role', 'renda_proposal', 'renda_proposal_unit', 'bpm_process_instance', 'bpm_task',
        'renda_answer', 'renda_answer_item', 'renda_duty_item', 'renda_duty_tally', 'renda_duty_score']) {
        await sql.raw(`analyze ${table}`).execute(tx);
      }
    });
    const parentId = tenants[0].id;
    return {
      tenants: counted.map((t) => ({ id: t.id, name: t.name, parentId: t.k === 0 ? null : parentId, deputies: t.d })),
      steps,
    };
  });
}
