import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../../api/index.ts';
import { DataList, type DataColumn, type ListAction } from '../../components/index.ts';
import { useSocialClients } from '../public/SocialEntries.tsx';
import { startSocialRoundTrip } from '../public/socialRoundTrip.ts';
import { socialBindList, socialUnbind, type SocialUser } from './profileApi.ts';

/**
 * 社交信息 (yudao's userSocial.vue): each configured provider, and any other account still bound, with 绑定 (a
 * round trip that comes back to /social-login and binds the account to this user) or 解绑.
 */
export function SocialAccounts() {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string) => translate(`app.profile.social.${key}`);
  const { clients } = useSocialClients();
  const [bound, setBound] = useState<SocialUser[] | null>(null);
  const load = useCallback(() => {
    socialBindList().then(setBound, () => setBound([]));
  }, []);
  useEffect(load, [load]);
  if (!bound) return <Typography color="text.secondary">{translate('app.common.loading')}</Typography>;
  const types = [...new Set([...clients.map((c) => c.type), ...bound.map((b) => b.type)])];
  const nameOf = (type: number) => clients.find((c) => c.type === type)?.name ?? translate(`app.profile.social.type${type}`, { _: String(type) });
  const fail = (e: unknown) => notify(errorMessage(e), { type: 'error' });
  const columns: DataColumn<number>[] = [
    { key: 'platform', label: t('platform'), card: 'title', cell: nameOf },
    {
      key: 'status', label: t('status'), card: 'status',
      cell: (type) => {
        const account = bound.find((b) => b.type === type);
        return account ? `${t('bound')}（${account.nickname || account.openid}）` : t('unbound');
      },
    },
  ];
  const actions = (type: number): ListAction[] => {
    const account = bound.find((b) => b.type === type);
    if (account) return [{ key: 'unbind', label: translate('app.social.unbind'), color: 'error', onClick: () => void socialUnbind(type, account.openid).then(load, fail), testId: `social-unbind-${type}` }];
    if (clients.some((c) => c.type === type)) return [{ key: 'bind', label: translate('app.social.bind'), onClick: () => void startSocialRoundTrip(type, 'bind').catch(fail), testId: `social-bind-${type}` }];
    return [];
  };
  return (
    <Box sx={{ maxWidth: 560 }}>
      <DataList columns={columns} rows={types} rowKey={(type) => type} actions={actions} actionsLabel="" empty={translate('app.social.bindNone')} testId="profile-social" />
    </Box>
  );
}
