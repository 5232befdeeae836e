import AccountCircle from '@mui/icons-material/AccountCircle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../api/index.ts';
import type { Profile } from './profileApi.ts';

/** 个人信息: the avatar (click to change it) and who the user is. */
export function ProfileCard({ profile, onChangeAvatar }: { profile: Profile; onChangeAvatar(): void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.profile.card.${key}`);
  const rows: [string, string][] = [
    ['username', profile.username],
    ['mobile', profile.mobile ?? ''],
    ['email', profile.email ?? ''],
    ['dept', [profile.dept?.name, ...profile.posts.map((p) => p.name)].filter(Boolean).join(' / ')],
    ['roles', profile.roles.map((r) => r.name).join('、')],
    ['tenant', profile.tenant?.name ?? ''],
    ['createTime', formatDate(profile.createTime)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="profile-card">
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>{t('title')}</Typography>
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, mb: 2 }}>
        <ButtonBase onClick={onChangeAvatar} aria-label={t('changeAvatar')} title={t('changeAvatar')} sx={{ borderRadius: '50%' }} data-testid="profile-avatar">
          {profile.avatar
            ? <Avatar src={profile.avatar} alt={profile.nickname} sx={{ width: 110, height: 110 }} />
            : <AccountCircle sx={{ fontSize: 110, color: 'text.secondary' }} />}
        </ButtonBase>
        <Typography variant="h6" data-testid="profile-nickname" data-i18n="data">{profile.nickname}</Typography>
      </Box>
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map(([key, value]) => (
          // A <dl> holds only dt/dd groups in a <div>: the divider is the row's border.
          <Box key={key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1, fontSize: 14, borderTop: 1, borderColor: 'divider' }}>
            <Box component="dt" sx={{ color: 'text.secondary', flexShrink: 0 }}>{t(key)}</Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right', wordBreak: 'break-all' }} data-testid={`profile-card-${key}`} data-i18n="data">{value}</Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
