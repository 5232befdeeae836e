import { systemApi } from '../../api/index.ts';

/**
 * A social round trip: to the provider and back to `/social-login?type=<type>`. That exact address is what the
 * provider has registered (docs/sign-in.md), so where to go afterwards and why the trip was made (sign in, or 绑定
 * from the personal centre) wait in this tab's session storage rather than in the address.
 */
const KEY = 'social-round-trip';

export type SocialIntent = 'login' | 'bind';

interface Pending {
  redirect: string | null;
  intent: SocialIntent;
}

export async function startSocialRoundTrip(type: number, intent: SocialIntent = 'login', redirect: string | null = null): Promise<void> {
  const back = new URL('/social-login', window.location.origin);
  back.searchParams.set('type', String(type));
  const url = await systemApi.socialAuthRedirect(type, back.toString());
  if (!/^https?:\/\//i.test(url ?? '')) throw new Error('no authorisation address');
  sessionStorage.setItem(KEY, JSON.stringify({ redirect, intent } satisfies Pending));
  window.location.assign(url);
}

/** What the round trip was for; read once. */
export function takePendingRoundTrip(): Pending {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<Pending>) : {};
    return { redirect: typeof parsed.redirect === 'string' ? parsed.redirect : null, intent: parsed.intent === 'bind' ? 'bind' : 'login' };
  } catch {
    return { redirect: null, intent: 'login' };
  }
}
