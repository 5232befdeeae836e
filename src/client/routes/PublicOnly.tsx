import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getAccessToken } from '../api/index.ts';

/**
 * A signed-in user who opens /login goes to / (SPEC §2.1). The token is read once on entry: the login
 * page itself stores a token just before it navigates to the redirect target, which must win.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const [signedIn] = useState(() => !!getAccessToken());
  return signedIn ? <Navigate to="/" replace /> : <>{children}</>;
}
