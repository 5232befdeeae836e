import { describe, expect, it } from 'vitest';
import { firstViewHtml, firstViewOf, type FirstViewAnswers } from '../../../../src/client/boot/firstView.ts';

const ok = (data: unknown) => ({ code: 0, data, msg: '' });
const task = (id: string, title: string, step: string, extra: Record<string, unknown> = {}) => ({
  id, name: '代表评价', result: 1, createTime: 0,
  processInstance: { id: `p${id}`, name: '建议办理', startUserNickname: '张建国' },
  business: { kind: 'proposal', title, step, link: `/renda/proposal/detail?id=${id}`, who: null, deadline: null, overdue: false, outcome: null, ...extra },
});
const deputy = (permissions = ['bpm:task:query', 'renda:my-survey:query']): FirstViewAnswers => ({
  permissionInfo: ok({ user: { id: 7, nickname: '张建国', avatar: null }, roles: ['deputy'], permissions }),
  profile: ok({ roles: [{ id: 3, name: '人大代表' }], dept: { name: '城东区代表团' } }),
  todo: ok({ list: [task('1', '建议：关于<script>的建议', '评价', { overdue: true })], total: 12 }),
  mySurveys: ok({ list: [{ id: 4, surveyName: '年度问卷', canAnswer: true, answered: false }, { id: 5, surveyName: '旧问卷', canAnswer: false, answered: true }], total: 2 }),
});

describe('the home page\'s first view (decision 106)', () => {
  it('is the deputy\'s welcome, to-dos and surveys as the live cards show them', () => {
    const view = firstViewOf(deputy(), '市人大常委会')!;
    expect(view.welcome).toMatchObject({ info: { user: { nickname: '张建国' } }, roleNames: ['人大代表'], deptName: '城东区代表团' });
    expect(view.tenant).toBe('市人大常委会');
    // 12 tasks and the one survey still to answer; the task named by its business item, the survey after it.
    expect(view.todo).toMatchObject({ total: 13, showAll: true });
    expect(view.todo!.items.map((item) => [item.step, item.title, item.link])).toEqual([
      ['评价', '建议：关于<script>的建议', '/renda/proposal/detail?id=1'],
      [null, '年度问卷', '/preview?surveyId=4'],
    ]);
    expect(view.work).toMatchObject({ answered: 1, total: 2 });
    expect(view.work!.toAnswer.map((survey) => survey.surveyName)).toEqual(['年度问卷']);
  });

  it('draws the texts as text, and each to-do as a link to where it is done', () => {
    const html = firstViewHtml(firstViewOf(deputy(), '市人大常委会')!);
    expect(html).toContain('您好，张建国');
    expect(html).toContain('建议：关于&#60;script&#62;的建议');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<a href="/renda/proposal/detail?id=1">');
    expect(html).toContain('已逾期');
    expect(html).toContain('<span class="fv-step">填写问卷</span><a href="/preview?surveyId=4">年度问卷</a>');
  });

  it('draws a unit\'s page without the survey card, and nothing for the staff, whose page starts with other cards', () => {
    const unit = firstViewOf(deputy(['bpm:task:query']), null)!;
    expect(unit.work).toBeNull();
    expect(unit.todo).toMatchObject({ total: 12, showAll: true });
    expect(firstViewOf(deputy(['bpm:task:query', 'renda:proposal:query']), null)).toBeNull();
    expect(firstViewOf(deputy(['system:dict:query']), null)).toBeNull();
    expect(firstViewOf(deputy(['*:*:*']), null)).toBeNull();
  });

  it('draws nothing when an answer it needs is missing or refused', () => {
    expect(firstViewOf({ ...deputy(), todo: { code: 401, msg: '账号未登录' } }, null)).toBeNull();
    expect(firstViewOf({ ...deputy(), permissionInfo: null }, null)).toBeNull();
    expect(firstViewOf({ ...deputy(), profile: 'not json' }, null)).toBeNull();
    // A refused survey page matters only to whoever may see surveys.
    expect(firstViewOf({ ...deputy(['bpm:task:query']), mySurveys: { code: 403 } }, null)).not.toBeNull();
  });
});
