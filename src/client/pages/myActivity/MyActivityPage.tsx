import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { formatDate, notifier } from '../../api/index.ts';
import { useHasPermi } from '../../auth/index.ts';
import { useConfirm } from '../../bpmn/panel/ui/useConfirm.tsx';
import { DataList, DEFAULT_PAGE_SIZE, Pagination, RightToolbar, type DataColumn, type ListAction } from '../../components/index.ts';
import { DictTag } from '../../dict/index.ts';
import { ListFrame } from '../../resources/index.ts';
import type { MenuPageProps } from '../../routes/types.ts';
import { JOIN, myActivityApi, type MyActivity } from './activityApi.ts';
import { CheckInDialog } from './CheckInDialog.tsx';

type Scope = 'all' | 'joined' | 'open';
const time = (v: number) => formatDate(v, 'yyyy-MM-dd HH:mm');

/** What the caller may do with an activity now (the server decides again). */
export function possible(row: MyActivity, now = Date.now()) {
  const live = row.status !== 2 && row.status !== 3;
  const closes = row.signupDeadline ?? row.startTime;
  return {
    signUp: row.joinType === null && row.signupOpen && live && now <= closes && (row.signupLimit === null || row.signupCount < row.signupLimit),
    withdraw: row.joinType === JOIN.SIGNED_UP && !row.checkinTime && now < row.startTime,
    checkIn: row.joinType !== null && !row.checkinTime && row.status !== 3 && now >= row.checkinOpens && now <= row.endTime,
  };
}

/**
 * 我的活动 (renda/activity/my, docs/activities.md): the activities a deputy is invited to or signed up for, and those
 * open for sign-up; 报名 / 取消报名, and 签到 on the spot with the phone's position (CheckInDialog). Cards on a phone.
 */
export default function MyActivityPage(_props: MenuPageProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.myActivity.${key}`, options);
  const [dialog, confirm] = useConfirm();
  const [scope, setScope] = useState<Scope>('all');
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<{ list: MyActivity[]; total: number }>({ list: [], total: 0 });
  const [checking, setChecking] = useState<MyActivity | null>(null);
  const visit = useLocation().key;
  const canSignUp = useHasPermi(['renda:activity:sign-up']);
  const canCheckIn = useHasPermi(['renda:activity:check-in']);

  const reload = useCallback(() => {
    myActivityApi.myPage({ ...paging, ...(scope === 'all' ? {} : { scope }) }).then(setPage).catch(() => undefined);
  }, [paging, scope]);
  useEffect(reload, [reload, visit]);

  const act = async (message: string, run: () => Promise<unknown>, done: string) => {
    if (!(await confirm(message))) return;
    try {
      await run();
      notifier.toast('success', done);
      reload();
    } catch {
      // the http client has shown the server's refusal
    }
  };

  const part = (row: MyActivity) => {
    if (row.checkinTime) return <Chip size="small" color="success" label={t('checkedIn')} data-testid="activity-part" />;
    if (row.attendance === 1) return <Chip size="small" color="success" label={t('present')} data-testid="activity-part" />;
    if (row.joinType === JOIN.INVITED) return <Chip size="small" color="primary" label={t('invited')} data-testid="activity-part" />;
    if (row.joinType === JOIN.SIGNED_UP) return <Chip size="small" color="primary" variant="outlined" label={t('signedUp')} data-testid="activity-part" />;
    return <Chip size="small" variant="outlined" label={t('open')} data-testid="activity-part" />;
  };
  const places = (row: MyActivity) => (row.signupOpen
    ? t(row.signupLimit === null ? 'placesUnlimited' : 'places', { count: row.signupCount, limit: row.signupLimit ?? '' })
    : '—');

  const columns: DataColumn<MyActivity>[] = [
    { key: 'title', label: t('title'), card: 'title', wrap: true, cell: (row) => row.title, cellProps: { 'data-i18n': 'data' } },
    { key: 'part', label: t('part'), card: 'status', cell: part },
    { key: 'time', label: t('time'), cell: (row) => `${time(row.startTime)} ~ ${formatDate(row.endTime, 'HH:mm')}` },
    { key: 'address', label: t('address'), wrap: true, cell: (row) => row.address, cellProps: { 'data-i18n': 'data' } },
    { key: 'type', label: t('type'), cell: (row) => <DictTag type="renda_activity_type" value={row.activityType} /> },
    { key: 'places', label: t('signup'), cell: places },
    { key: 'checkin', label: t('checkin'), card: 'none', cell: (row) => (row.checkinTime ? t('checkedInAt', { time: time(row.checkinTime), distance: row.checkinDistance ?? 0 }) : '') },
  ];
  const actions = (row: MyActivity): ListAction[] => {
    const may = possible(row);
    return [
      ...(canCheckIn && may.checkIn ? [{ key: 'checkin', label: t('checkIn'), primary: true, color: 'success' as const, onClick: () => setChecking(row), testId: 'row-checkin' }] : []),
      ...(canSignUp && may.signUp ? [{
        key: 'signup', label: t('signUp'), primary: true, testId: 'row-signup',
        onClick: () => void act(t('signUpConfirm', { title: row.title }), () => myActivityApi.signUp(row.id), t('signedUpDone')),
      }] : []),
      ...(canSignUp && may.withdraw ? [{
        key: 'withdraw', label: t('withdraw'), color: 'error' as const, testId: 'row-withdraw',
        onClick: () => void act(t('withdrawConfirm', { title: row.title }), () => myActivityApi.withdraw(row.id), t('withdrawn')),
      }] : []),
    ];
  };

  return (
    <ListFrame testId="my-activity">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <ToggleButtonGroup size="small" exclusive value={scope} onChange={(_, v: Scope | null) => { if (v) { setScope(v); setPaging({ ...paging, pageNo: 1 }); } }}>
          {(['all', 'joined', 'open'] as const).map((s) => (
            <ToggleButton key={s} value={s} sx={{ minHeight: 44, px: 2 }} data-testid={`my-activity-scope-${s}`}>{t(`scope.${s}`)}</ToggleButton>
          ))}
        </ToggleButtonGroup>
        <RightToolbar onRefresh={reload} />
      </Box>
      <DataList
        columns={columns}
        rows={page.list}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': `my-activity-row-${row.id}` })}
        actions={actions}
        actionsLabel={t('actions')}
        empty={t('empty')}
      />
      <Pagination total={page.total} page={paging.pageNo} pageSize={paging.pageSize} onPageChange={(pageNo) => setPaging({ ...paging, pageNo })}
        onPageSizeChange={(pageSize, pageNo) => setPaging({ pageSize, pageNo })} hideWhenEmpty />
      {checking && <CheckInDialog activity={checking} onClose={() => setChecking(null)} onDone={() => { setChecking(null); reload(); }} />}
      {dialog}
    </ListFrame>
  );
}
