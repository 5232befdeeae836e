import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage, setTenant, systemApi } from '../../api/index.ts';
import type { SocialClientEntry } from '../../api/system/auth.ts';
import { startSocialRoundTrip, type SocialIntent } from './socialRoundTrip.ts';

/**
 * The tenant's enabled providers (GET /system/auth/social-clients); nothing shows while none is configured.
 * `tenantName`: the login page's tenant field, looked up by name (the stored tenant otherwise); a round trip started
 * from there signs in to that tenant, so its id goes with the list.
 */
export function useSocialClients(tenantName?: string): SocialClients {
  const [found, setFound] = useState<SocialClients>({ clients: [] });
  useEffect(() => {
    let active = true;
    const name = tenantName?.trim();
    const tenant = name ? systemApi.getTenantIdByName(name) : Promise.resolve(undefined);
    tenant
      .then(async (id) => (name && !id ? { clients: [] } : { clients: await systemApi.socialClients(id ?? undefined), tenant: id && name ? { id, name } : undefined }))
      .then((result) => active && setFound(result), () => active && setFound({ clients: [] }));
    return () => {
      active = false;
    };
  }, [tenantName]);
  return found;
}

export interface SocialClients {
  clients: SocialClientEntry[];
  tenant?: { id: number; name: string };
}

/** One button per configured provider: the login page's 其他登录方式, /bind's choice, the profile's 绑定. */
export function SocialEntries({ clients, tenant, intent = 'login', redirect = null, divider = true }: SocialClients & { intent?: SocialIntent; redirect?: string | null; divider?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState<number | null>(null);
  if (clients.length === 0) return null;
  const start = (type: number) => {
    setBusy(type);
    if (tenant) setTenant(tenant.id, tenant.name);
    startSocialRoundTrip(type, intent, redirect).catch((e: unknown) => {
      setBusy(null);
      notify(errorMessage(e), { type: 'error' });
    });
  };
  return (
    <Box data-testid="social-entries">
      {divider && <Divider sx={{ my: 1, fontSize: 13, color: 'text.secondary' }}>{translate('app.social.otherWays')}</Divider>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
        {clients.map((c) => (
          <Button key={c.type} variant="outlined" size="small" loading={busy === c.type} onClick={() => start(c.type)} data-testid={`social-entry-${c.code}`}
            startIcon={<Avatar src={c.icon ?? undefined} sx={{ width: 20, height: 20, fontSize: 12 }}>{c.name.slice(0, 1)}</Avatar>}>
            {c.name}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
