import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../auth/index.ts';

/**
 * Logs out (server call, tokens, roles, permissions, dictionaries, routes) and goes to /index, which the
 * guard turns into the login page with `redirect=/index` (SPEC §2.1). react-admin's useLogout is not used
 * because it also wipes the preference store (language).
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    navigate('/index', { replace: true });
  }, [navigate]);
}
