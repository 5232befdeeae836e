import { sql, type RawBuilder } from 'kysely';

/**
 * A designed process's task is due when a timer on its boundary says so (a boundary timer event attached to the user
 * task, drawn in the designer): its pending job's due time, or — once it fired and the task stayed open (a
 * non-interrupting timer) — the time it fired. SQL over a statement where `bpm_task` (the task) and `d` (its
 * definition) are in scope, as the inbox's deadlines are (inboxBusiness.ts).
 *
 * Which boundary belongs to which task is only in the diagram: its `<boundaryEvent id=… attachedToRef=…>` tags are
 * matched in the definition's XML, and only for instances that have a timer at all (the job or the boundary's visit is
 * looked for first), so a process without timers costs nothing.
 */
const boundaryOf = (elementId: RawBuilder<string>) => sql<boolean>`exists (
  select 1 from regexp_matches(d.bpmn_xml, '<(?:[A-Za-z0-9_]+:)?boundaryEvent\\s([^>]*)>', 'g') as m(tag)
  where position(' attachedToRef="' || bpm_task.definition_key || '"' in ' ' || regexp_replace((m.tag)[1], '\\s+', ' ', 'g')) > 0
    and position(' id="' || ${elementId} || '"' in ' ' || regexp_replace((m.tag)[1], '\\s+', ' ', 'g')) > 0)`;

/**
 * A boundary event is visited from when its task is entered until the timer fires (its row ends then) or the task
 * ends (which closes the task too). So a visit that ended while the task is still open is a timer that fired; the
 * visit is this task's when it began with the task's own (an earlier visit of the same step began before).
 */
export const timerDeadlineSql: RawBuilder<Date | null> = sql<Date | null>`least(
  (select min(j.due_time) from bpm_job j
    where j.process_instance_id = bpm_task.process_instance_id and j.tenant_id = bpm_task.tenant_id and ${boundaryOf(sql.ref('j.element_id'))}),
  (select min(a.end_time) from bpm_activity a
    where a.process_instance_id = bpm_task.process_instance_id and a.tenant_id = bpm_task.tenant_id and a.end_time is not null
      and a.start_time >= (select min(own.start_time) from bpm_activity own where own.task_id = bpm_task.id and own.tenant_id = bpm_task.tenant_id) - interval '1 second'
      and ${boundaryOf(sql.ref('a.element_id'))}))`;
