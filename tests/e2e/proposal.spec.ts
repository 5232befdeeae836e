// Issue #17 through the screens: 张建国 (deputy1) drafts a suggestion with 李秀英 as co-signer and submits it; 王联络
// (staff) accepts it and assigns it to two units; 周建设 (unit1, 主办) and 吴教育 (unit2, 协办) reply; the deputy rates
// 不满意; the units reply again; 满意, and it is closed; its process detail shows every step and the diagram. A second
// test returns a proposal for revision and the deputy submits it again. Screens go to E2E_SCREENS_DIR.
import { expect, test, type Page } from '@playwright/test';
import { answerConfirm } from './support/confirm.ts';
import { choose, typeRich } from './support/formFields.ts';
import { apiAs, field, signIn } from './support/session.ts';
import { main, shoot } from './support/screens.ts';

const suffix = Date.now().toString(36).slice(-6);

/** Signed out first (so /login shows its form), then in as another user. */
async function switchUser(page: Page, username: string, password: string): Promise<void> {
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await signIn(page, username, password);
}

const detail = (page: Page) => main(page).getByTestId('proposal-detail-page');

async function openDetail(page: Page, id: number): Promise<void> {
  await page.goto(`/proposal/detail?id=${id}`);
  await expect(detail(page).getByTestId('proposal-title')).toBeVisible();
}

async function expectStatus(page: Page, label: string): Promise<void> {
  await expect(detail(page).getByTestId('proposal-info-status')).toHaveText(label);
}

/** A unit's leader opens 办理建议, finds the proposal and replies from its detail page. */
async function reply(page: Page, user: string, title: string, text: string, resultType?: string): Promise<void> {
  await switchUser(page, user, 'unit123');
  await page.goto('/renda/handle-proposal');
  const row = main(page).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('办理中');
  await shoot(page, `proposal-handle-list-${user}`);
  await row.getByTestId('row-detail').click();
  await expect(detail(page).getByTestId('proposal-task-handle')).toBeVisible();
  // nothing filled: the reply's own messages (once the editor is there, as a person waits for the form to load)
  await expect(main(page).locator('#reply-content')).toBeVisible();
  await main(page).getByTestId('reply-submit').click();
  await expect(main(page).getByTestId('reply-panel')).toContainText('答复内容不能为空');
  await expect(main(page).getByTestId('reply-panel')).toContainText('请选择办理结果');
  await typeRich(page, 'reply-content', text);
  await choose(page, 'reply-handleResult', '正在解决');
  if (resultType) await choose(page, 'reply-resultType', resultType);
  else await expect(main(page).getByTestId('reply-resultType')).toHaveCount(0);
  await main(page).getByTestId('reply-submit').click();
  await answerConfirm(page, '答复提交后不能修改', { button: '确定答复' });
  await expect(page.getByTestId('toast').filter({ hasText: '答复已提交' })).toBeVisible();
  await expect(detail(page).getByTestId('proposal-task-handle')).toHaveCount(0);
}

test('a suggestion from draft to closed: co-signer, review, two units, 不满意, second round, 满意', async ({ page, request }) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const title = `关于城东区老旧小区加装电梯的建议 ${suffix}`;

  // 张建国: 我的建议 → 新建建议; 提交 with nothing filled shows the messages on the fields
  await signIn(page, 'deputy1', 'deputy123');
  await page.goto('/renda/my-proposal');
  await main(page).getByTestId('my-proposal-create').click();
  await expect(page).toHaveURL(/\/proposal\/create$/);
  const form = main(page).getByTestId('proposal-create-page');
  await expect(form.getByTestId('rich-text-editor')).toBeVisible();
  await form.getByTestId('proposal-submit').click();
  for (const message of ['标题不能为空', '请选择类型', '请选择类别', '内容不能为空']) await expect(form).toContainText(message);

  await field(page, 'proposal-title').fill(title);
  await choose(page, 'proposal-type', '建议');
  await choose(page, 'proposal-category', '城乡建设');
  await choose(page, 'proposal-openStatus', '公开');
  await typeRich(page, 'proposal-content', '城东区建成于上世纪九十年代的多层住宅普遍没有电梯，老年居民上下楼困难。建议加快既有住宅加装电梯。');
  await field(page, 'proposal-contactName').fill('张建国');
  await field(page, 'proposal-contactMobile').fill('13812345602');
  await field(page, 'proposal-session').fill('市十六届人大三次会议');

  // co-signer 李秀英, found by name in the deputy picker
  await form.getByTestId('proposal-cosigners-pick').click();
  const picker = page.getByTestId('deputy-picker');
  await picker.getByTestId('deputy-search-nickname').fill('李秀英');
  await picker.getByTestId('deputy-search').click();
  await picker.getByTestId('deputy-all-items').getByRole('option', { name: /李秀英/ }).click();
  await picker.getByTestId('deputy-append').click();
  await picker.getByTestId('deputy-confirm').click();
  await expect(picker).toBeHidden();
  await expect(form.getByTestId('proposal-cosigners-chosen')).toContainText('李秀英');

  // a malformed phone number is marked before anything is sent; a year the server refuses gets its message on the field
  await field(page, 'proposal-contactMobile').fill('138-abc');
  await form.getByTestId('proposal-save').click();
  await expect(form).toContainText('联系电话格式不正确');
  await field(page, 'proposal-contactMobile').fill('13812345602');
  await field(page, 'proposal-year').fill('123');
  await form.getByTestId('proposal-save').click();
  await expect(form.locator('.MuiFormHelperText-root.Mui-error')).toHaveText([/1900/]);
  // then 保存草稿 keeps the draft and names it in the address
  await field(page, 'proposal-year').fill('2026');
  await form.getByTestId('proposal-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: '草稿已保存' })).toBeVisible();
  await expect(page).toHaveURL(/\/proposal\/create\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await shoot(page, 'proposal-create');

  // 提交 asks first, saying what follows; 取消 leaves the draft as it is; 确定提交 → the detail page: 待审核, no number yet
  await form.getByTestId('proposal-submit').click();
  await answerConfirm(page, '提交后建议将进入审核，不能再修改', 'cancel');
  await expect(page).toHaveURL(/\/proposal\/create\?id=\d+$/);
  await form.getByTestId('proposal-submit').click();
  await answerConfirm(page, '提交后建议将进入审核，不能再修改', { button: '确定提交' });
  await expect(page.getByTestId('toast').filter({ hasText: '已提交，等待审核' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/proposal/detail\\?id=${id}$`));
  await expectStatus(page, '待审核');
  await expect(detail(page).getByTestId('proposal-serial')).toHaveCount(0);
  await expect(detail(page).getByTestId('proposal-info-cosigners')).toHaveText('李秀英');

  // the co-signer sees it in 我的建议, read only
  await switchUser(page, 'deputy2', 'deputy123');
  await page.goto('/renda/my-proposal');
  const cosigned = main(page).getByTestId(`my-proposal-row-${id}`);
  await expect(cosigned).toContainText('附议');
  await expect(cosigned.getByTestId('row-edit')).toHaveCount(0);

  // 王联络: the staff list 建议议案 → 详情; 审核 立案 gives the number, then 交办 to two units
  await switchUser(page, 'staff', 'staff123');
  await page.goto('/renda/proposal');
  // 领衔代表 searched by name: only 张建国's proposals are left
  await main(page).getByTestId('filter-deputyId').fill('张建国');
  await page.getByRole('option', { name: /张建国/ }).click();
  await main(page).getByTestId('search-submit').click();
  const staffRow = main(page).getByRole('row').filter({ hasText: title });
  await expect(staffRow).toContainText('待审核');
  await expect(main(page).getByRole('row').filter({ hasText: '李秀英' })).toHaveCount(0);
  await shoot(page, 'proposal-staff-list');
  await staffRow.getByTestId('row-detail').click();
  await expect(detail(page).getByTestId('proposal-task-review')).toBeVisible();
  await shoot(page, 'proposal-review');
  await main(page).getByTestId('review-submit').click();
  await answerConfirm(page, '立案后建议将编号并等待交办', { button: '确定立案' });
  await expect(page.getByTestId('toast').filter({ hasText: '已立案，等待交办' })).toBeVisible();
  await expect(detail(page).getByTestId('proposal-task-assign')).toBeVisible();
  await expectStatus(page, '待交办');
  await expect(detail(page).getByTestId('proposal-serial')).toHaveText(/第 \d+ 号/);
  await main(page).getByTestId('assign-submit').click();
  await expect(main(page).getByTestId('assign-panel')).toContainText('请选择主办单位');
  await choose(page, 'assign-lead', '市住房和城乡建设委员会');
  await main(page).getByTestId('assign-assist').getByRole('combobox').click();
  await page.getByRole('option', { name: '市教育局', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await shoot(page, 'proposal-assign');
  await main(page).getByTestId('assign-submit').click();
  await answerConfirm(page, '交办后所选承办单位将收到办理任务', { button: '确定交办' });
  await expectStatus(page, '办理中');
  await expect(detail(page).getByTestId('proposal-units')).toContainText('市住房和城乡建设委员会');
  await expect(detail(page).getByTestId('proposal-units')).toContainText('市教育局');

  // both units reply (the 主办 gives the A–D category)
  await reply(page, 'unit1', title, '已将城东区纳入今年加装电梯计划，首批 12 个小区已开工。', 'B类（列入计划逐步解决）');
  await reply(page, 'unit2', title, '配合做好老年居民出行服务。');
  await shoot(page, 'proposal-replied');

  // the deputy rates 不满意: an opinion is required
  await switchUser(page, 'deputy1', 'deputy123');
  await openDetail(page, id);
  await expectStatus(page, '待评价');
  await expect(detail(page).getByTestId('proposal-task-feedback')).toBeVisible();
  await main(page).getByTestId('feedback-3').click();
  await main(page).getByTestId('feedback-submit').click();
  await expect(main(page).getByTestId('feedback-panel')).toContainText('不满意时请填写意见');
  await main(page).getByTestId('feedback-opinion').fill('进度太慢，请明确完工时间。');
  await shoot(page, 'proposal-feedback');
  await main(page).getByTestId('feedback-submit').click();
  await answerConfirm(page, '评价为不满意，建议将退回承办单位重新办理', { button: '确定提交' });
  await expectStatus(page, '办理中');
  await expect(detail(page).getByTestId('proposal-round-2')).toBeVisible();

  // round 2: both units reply again
  await reply(page, 'unit1', title, '已明确年底前全部完工，并建立月报制度。', 'A类（已解决或基本解决）');
  await reply(page, 'unit2', title, '已安排专人跟进。');

  // 满意: closed, the rating shown
  await switchUser(page, 'deputy1', 'deputy123');
  await openDetail(page, id);
  await main(page).getByTestId('feedback-1').click();
  await main(page).getByTestId('feedback-submit').click();
  await answerConfirm(page, '评价提交后不能修改，建议将办结', { button: '确定提交' });
  await expect(page.getByTestId('toast').filter({ hasText: '评价已提交，建议已办结' })).toBeVisible();
  await expectStatus(page, '已办结');
  await expect(detail(page).getByTestId('proposal-satisfaction-value')).toHaveText('满意');
  await expect(detail(page).getByTestId('proposal-task-feedback')).toHaveCount(0);
  await shoot(page, 'proposal-closed');

  // the process detail: every step with its result, in the order they happened, and the diagram
  await detail(page).getByTestId('proposal-progress').click();
  await expect(page).toHaveURL(new RegExp(`/proposal/process-instance/detail\\?id=${id}$`));
  const records = main(page).getByTestId('approval-records');
  await expect(records.getByRole('listitem')).toHaveCount(8);
  await expect(records).toContainText('审核');
  await expect(records).toContainText('交办');
  await expect(records).toContainText('进度太慢，请明确完工时间。');
  // in the proposal's words: 立案, 交办, 答复 by the unit, 不满意 then 满意 — never 审批 or 通过
  await expect(main(page).getByTestId('proposal-process-records')).toContainText('流程记录');
  await expect(records.getByTestId('record-outcome')).toHaveText(['满意', '已答复', '已答复', '不满意', '已答复', '已答复', '已交办', '立案']);
  await expect(records).toContainText('答复单位：市住房和城乡建设委员会');
  await expect(records).toContainText('评价意见：进度太慢，请明确完工时间。');
  await expect(records).not.toContainText('审批');
  const diagram = main(page).getByTestId('proposal-process-diagram');
  await expect(diagram.locator('.djs-container svg')).toBeVisible();
  // every step green, the multi-instance 单位办理 too; its four replies are steps of their own
  for (const step of ['review', 'assign', 'handle', 'feedback']) await expect(diagram.locator(`.djs-element[data-element-id="${step}"]`)).toHaveClass(/\bhighlight\b(?!-)/);
  await expect(diagram.getByTestId('viewer-step-handle')).toHaveCount(4);
  await shoot(page, 'proposal-process');

  // the generic process detail leads to the proposal's page instead of offering 通过 / 不通过
  const call = await apiAs(request, 'deputy1', 'deputy123');
  const proposal = await call<{ processInstanceId: string }>('GET', `/renda/proposal/get?id=${id}`);
  await page.goto(`/bpm/process-instance/detail?id=${proposal.processInstanceId}`);
  await main(page).getByTestId('process-detail-business').click();
  await expect(page).toHaveURL(new RegExp(`/proposal/detail\\?id=${id}$`));
});

test('a proposal returned for revision is edited and submitted again', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const title = `关于增设社区养老服务站的议案 ${suffix}`;
  const deputy = await apiAs(request, 'deputy1', 'deputy123');
  const id = await deputy<number>('POST', '/renda/proposal/create', { title, type: '1', category: '5', content: '<p>建议每个街道至少设一处社区养老服务站。</p>', session: '市十六届人大三次会议' });
  await deputy('PUT', '/renda/proposal/submit', { id });

  // 王联络 returns it: the reason is required
  await signIn(page, 'staff', 'staff123');
  await openDetail(page, id);
  await main(page).getByTestId('review-return').click();
  await main(page).getByTestId('review-submit').click();
  await expect(main(page).getByTestId('review-panel')).toContainText('退回修改请填写退回理由');
  await main(page).getByTestId('review-reason').fill('请补充养老服务站的选址与经费来源。');
  await main(page).getByTestId('review-submit').click();
  await answerConfirm(page, '退回后代表将看到退回理由', { button: '确定退回' });
  await expect(page.getByTestId('toast').filter({ hasText: '已退回代表修改' })).toBeVisible();
  await expectStatus(page, '退回修改');
  await expect(detail(page).getByTestId('proposal-task-review')).toHaveCount(0);

  // the deputy sees 修改 on the detail, edits the title and submits again
  await switchUser(page, 'deputy1', 'deputy123');
  await openDetail(page, id);
  await expect(detail(page).getByTestId('proposal-task-revise')).toBeVisible();
  await expect(detail(page).getByTestId('proposal-return-reason')).toHaveText('退回理由：请补充养老服务站的选址与经费来源。');
  await shoot(page, 'proposal-returned');
  await main(page).getByTestId('proposal-revise').click();
  await expect(page).toHaveURL(new RegExp(`/proposal/create\\?id=${id}$`));
  await expect(field(page, 'proposal-title')).toHaveValue(title);
  await field(page, 'proposal-title').fill(`${title}（修改稿）`);
  await main(page).getByTestId('proposal-submit').click();
  await answerConfirm(page, '提交后建议将进入审核，不能再修改', { button: '确定提交' });
  await expect(page).toHaveURL(new RegExp(`/proposal/detail\\?id=${id}$`));
  await expectStatus(page, '待审核');
  await expect(detail(page).getByTestId('proposal-title')).toHaveText(`${title}（修改稿）`);

  // 我的建议 lists it 待审核, no longer editable
  await page.goto('/renda/my-proposal');
  const row = main(page).getByTestId(`my-proposal-row-${id}`);
  await expect(row).toContainText('待审核');
  await expect(row.getByTestId('row-edit')).toHaveCount(0);
  await shoot(page, 'proposal-my-list');
});
