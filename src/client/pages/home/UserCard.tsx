import PersonOutline from '@mui/icons-material/PersonOutline';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { getTenantName } from '../../api/index.ts';
import { loadWelcome } from './homeApi.ts';
import { HomeCard } from './HomeCard.tsx';
import { useLoader } from './useLoader.ts';

/**
 * Welcome card: who is signed in, with which roles, in which department and tenant. What a person recognises as
 * themselves, never how the system sees them (role codes, a count of permission codes).
 */
export function UserCard({ reloadKey }: { reloadKey: number }) {
  const translate = useTranslate();
  const state = useLoader(loadWelcome, reloadKey);
  return (
    <HomeCard testId="home-user" title={translate('app.home.welcomeTitle')} icon={<PersonOutline color="primary" />} state={state}>
      {({ info, roleNames, deptName }) => {
        // Names, not codes (super_admin, ROLE_DEFAULT mean nothing to a reader); no role is said in words.
        const roles = roleNames.length ? roleNames : [translate('app.home.noRole')];
        return (
          <Stack spacing={1.5}>
            <Typography variant="h6" data-testid="home-user-nickname">
              {translate('app.home.welcome', { name: info.user?.nickname ?? '' })}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {translate('app.home.roles')}
              </Typography>
              {roles.map((r) => (
                <Chip key={r} label={r} size="small" data-testid="home-role" data-i18n="data" color="primary" variant="outlined" />
              ))}
            </Stack>
            {deptName && (
              <Typography variant="body2" color="text.secondary" data-testid="home-user-dept">
                {translate('app.home.dept')} <strong data-i18n="data">{deptName}</strong>
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {translate('app.home.tenant')} <strong data-i18n="data">{getTenantName() ?? '—'}</strong>
            </Typography>
          </Stack>
        );
      }}
    </HomeCard>
  );
}
