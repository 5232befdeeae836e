/**
 * A stored secret (an S3 storage's access secret, an SMS provider's API secret) never goes back to a client: the
 * administrator who may edit it sees that one is set, and an edit that sends the mask back, or leaves the field out,
 * keeps it (decision 89). Any other value replaces it.
 */
export const SECRET_MASK = '******';

/** What a client is shown of a secret: the mask when one is set, otherwise the value as it is (empty, null). */
export const maskSecret = (stored: unknown): unknown => (typeof stored === 'string' && stored !== '' ? SECRET_MASK : stored);

/** The secret to store for what an edit sent. */
export const secretToStore = (given: unknown, stored: unknown): unknown => (given === undefined || given === SECRET_MASK ? stored : given);
