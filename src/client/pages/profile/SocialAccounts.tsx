import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../../api/index.ts';
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
  return (
    <Table size="small" data-testid="profile-social" sx={{ maxWidth: 560 }}>
      <TableHead>
        <TableRow><TableCell>{t('platform')}</TableCell><TableCell>{t('status')}</TableCell><TableCell /></TableRow>
      </TableHead>
      <TableBody>
        {types.length === 0 && <TableRow><TableCell colSpan={3}>{translate('app.social.bindNone')}</TableCell></TableRow>}
        {types.map((type) => {
          const account = bound.find((b) => b.type === type);
          return (
            <TableRow key={type}>
              <TableCell>{nameOf(type)}</TableCell>
              <TableCell>{account ? `${t('bound')}（${account.nickname || account.openid}）` : t('unbound')}</TableCell>
              <TableCell align="right">
                {account ? (
                  <Button size="small" color="error" data-testid={`social-unbind-${type}`} onClick={() => socialUnbind(type, account.openid).then(load, fail)}>{translate('app.social.unbind')}</Button>
                ) : clients.some((c) => c.type === type) ? (
                  <Button size="small" data-testid={`social-bind-${type}`} onClick={() => startSocialRoundTrip(type, 'bind').catch(fail)}>{translate('app.social.bind')}</Button>
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
