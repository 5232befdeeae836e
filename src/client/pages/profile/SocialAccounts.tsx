import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { socialBindList, type SocialUser } from './profileApi.ts';

/** yudao's SocialTypeEnum, the platforms an account can be bound to. */
const SOCIAL_TYPES: readonly number[] = [10, 20, 30, 31, 32, 33];

/**
 * 社交信息: each platform and whether this account is bound to it. Binding happens through social sign-in
 * (issue 13); until then every platform reads 未绑定.
 */
export function SocialAccounts() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.profile.social.${key}`);
  const [bound, setBound] = useState<SocialUser[] | null>(null);
  useEffect(() => {
    let current = true;
    socialBindList().then((list) => current && setBound(list), () => current && setBound([]));
    return () => {
      current = false;
    };
  }, []);
  if (!bound) return <Typography color="text.secondary">{translate('app.common.loading')}</Typography>;
  return (
    <Table size="small" data-testid="profile-social" sx={{ maxWidth: 560 }}>
      <TableHead>
        <TableRow><TableCell>{t('platform')}</TableCell><TableCell>{t('status')}</TableCell></TableRow>
      </TableHead>
      <TableBody>
        {SOCIAL_TYPES.map((type) => {
          const account = bound.find((b) => b.type === type);
          return (
            <TableRow key={type}>
              <TableCell>{t(`type${type}`)}</TableCell>
              <TableCell>{account ? `${t('bound')}（${account.nickname || account.openid}）` : t('unbound')}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
