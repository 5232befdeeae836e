import type { ResourceHooks } from '../../../crud/hooks.ts';
import { fail } from '../../../http/errors.ts';
import { SocialErrors } from './socialErrors.ts';

type Row = Record<string, unknown>;
const given = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** A provider is reached by discovery from its issuer, or by both its authorisation and token endpoints. */
function assertReachable(row: Row): void {
  if (!given(row.issuer) && !(given(row.authorizationEndpoint) && given(row.tokenEndpoint))) throw fail(SocialErrors.CLIENT_ENDPOINTS_MISSING);
}

/**
 * 社交客户端's rules: the endpoints above, and the secret, which is never read back (@writeOnly) — an update that
 * leaves it empty keeps the stored one, so editing the name does not wipe it.
 */
export const socialClientHooks: ResourceHooks = {
  beforeCreate: (values) => {
    assertReachable(values);
    return values;
  },
  beforeUpdate: (values, existing) => {
    const next = { ...values };
    if (!given(next.clientSecret)) delete next.clientSecret;
    assertReachable({ ...existing, ...next });
    return next;
  },
};
