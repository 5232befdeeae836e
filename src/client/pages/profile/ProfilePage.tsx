import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { sessionStore } from '../../auth/index.ts';
import { PageLoading } from '../../components/index.ts';
import { AvatarDialog } from './AvatarDialog.tsx';
import { BasicInfoForm } from './BasicInfoForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { MessagePreferences } from './MessagePreferences.tsx';
import { getProfile, type Profile } from './profileApi.ts';
import { SocialAccounts } from './SocialAccounts.tsx';

const TABS = ['basic', 'password', 'social', 'messages'] as const;

/** Keeps the navbar's name and avatar in step with what the user just changed. */
const updateSessionUser = (patch: { nickname?: string; avatar?: string }) =>
  sessionStore.set((s) => (s.user ? { user: { ...s.user, ...patch } } : {}));

/**
 * 个人中心 (`/user/profile`, yudao's system/user/profile/index): the user's card beside 基本资料, 修改密码, 社交信息 and
 * 消息设置 (ours: which kinds of message also come by SMS or mail).
 */
export default function ProfilePage() {
  const translate = useTranslate();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [tab, setTab] = useState<(typeof TABS)[number]>('basic');
  const [avatarOpen, setAvatarOpen] = useState(false);
  useEffect(() => {
    let current = true;
    getProfile().then((p) => current && setProfile(p), () => undefined);
    return () => {
      current = false;
    };
  }, []);
  if (!profile) return <PageLoading />;
  return (
    // minmax(0, …): a column may be narrower than its widest child (the tab bar), which then scrolls inside it
    <Box sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' }, alignItems: 'start' }} data-testid="profile-page">
      <ProfileCard profile={profile} onChangeAvatar={() => setAvatarOpen(true)} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Tabs value={tab} onChange={(_, v) => setTab(v)} variant="scrollable" scrollButtons="auto" aria-label={translate('app.profile.tabs.label')} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
          {TABS.map((key) => <Tab key={key} value={key} label={translate(`app.profile.tabs.${key}`)} data-testid={`profile-tab-${key}`} />)}
        </Tabs>
        {tab === 'basic' && (
          <BasicInfoForm profile={profile} onSaved={(info) => {
            setProfile({ ...profile, ...info });
            updateSessionUser({ nickname: info.nickname });
          }} />
        )}
        {tab === 'password' && <PasswordForm />}
        {tab === 'social' && <SocialAccounts />}
        {tab === 'messages' && <MessagePreferences />}
      </Paper>
      <AvatarDialog open={avatarOpen} onClose={() => setAvatarOpen(false)} onUploaded={(avatar) => {
        setProfile({ ...profile, avatar });
        updateSessionUser({ avatar });
        setAvatarOpen(false);
      }} />
    </Box>
  );
}
