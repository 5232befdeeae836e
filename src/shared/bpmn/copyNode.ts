/**
 * 抄送节点 (issue 37 item 4): today's yudao draws a copy node (its SIMPLE designer's CopyTaskNode) as a BPMN
 * `serviceTask` whose `delegateExpression` is its copy delegate's bean, with the candidate extension elements
 * (`<flowable:candidateStrategy>30</…>`, `<flowable:candidateParam>1,2</…>`; yudao reads them as attributes too) naming
 * who gets the copy. The designer's panel writes them and the runtime obeys them (docs/bpm-runtime.md, "Copy nodes").
 */

/** The one delegate expression a deployed model may carry: yudao's BpmCopyTaskDelegate bean. */
export const COPY_DELEGATE_EXPRESSION = '${bpmCopyTaskDelegate}';

/**
 * Who a copy node copies to: today's yudao BpmTaskCandidateStrategyEnum codes that ours resolve (the assign rules'
 * types, same numbers, and the starter's own two). `candidateParam` holds the ids, comma-separated.
 */
export const CANDIDATE_STRATEGY = {
  ROLE: 10,
  DEPT_MEMBER: 20,
  DEPT_LEADER: 21,
  POST: 22,
  USER: 30,
  /** 发起人自己 (no param). */
  START_USER: 36,
  /** 发起人部门负责人: the leader of the starter's department (no param). */
  START_USER_DEPT_LEADER: 37,
  USER_GROUP: 40,
} as const;
export const CANDIDATE_STRATEGIES: readonly number[] = Object.values(CANDIDATE_STRATEGY);

/** The strategies that need no ids. */
export const STRATEGIES_WITHOUT_PARAM: readonly number[] = [CANDIDATE_STRATEGY.START_USER, CANDIDATE_STRATEGY.START_USER_DEPT_LEADER];

/** The extension element types (moddle names; the XML's local names are the same, lower camel case). */
export const COPY_ELEMENTS = { candidateStrategy: 'CandidateStrategy', candidateParam: 'CandidateParam' } as const;

/** The ids of a `candidateParam` ("1,2", "1，2 3"): positive integers, each once, in order. */
export function paramIds(param: string | null | undefined): number[] {
  const out: number[] = [];
  for (const part of String(param ?? '').split(/[,，\s]+/)) {
    const id = Number(part);
    if (part && Number.isSafeInteger(id) && id > 0 && !out.includes(id)) out.push(id);
  }
  return out;
}
