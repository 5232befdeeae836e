import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

// Letters and digits people do not confuse when they type a code off a poster (no 0/O, 1/I/L).
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new station code: 8 random characters (31^8 ≈ 8.5 × 10^11), checked against the live codes by the caller. */
export function newStationCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export interface StationByCode {
  id: number;
  tenantId: number;
  name: string;
  address: string;
  receptionDays: string | null;
  openingHours: string | null;
  contactPhone: string | null;
  status: number;
}

/**
 * The live station with this code, whatever its tenant: the code is the public key of the station's QR code, unique
 * in the whole platform (migration 0043's index), and the public page learns the tenant from it (decision 94). This is
 * the one look-up of renda_station that is not through a tenant scope; it answers the tenant that every later
 * statement is scoped to.
 */
export async function stationByCode(db: Db, code: string): Promise<StationByCode | undefined> {
  const { rows } = await sql<StationByCode>`select id, tenant_id as "tenantId", name, address, reception_days as "receptionDays",
      opening_hours as "openingHours", contact_phone as "contactPhone", status
    from renda_station where code = ${code.trim().toUpperCase()} and deleted = false`.execute(db);
  const row = rows[0];
  return row && { ...row, id: Number(row.id), tenantId: Number(row.tenantId), status: Number(row.status) };
}

/** Whether another live station (any tenant) holds the code. */
export async function codeTaken(db: Db, code: string, exceptId?: number): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`select id from renda_station where code = ${code.toUpperCase()} and deleted = false`.execute(db);
  return rows.some((r) => Number(r.id) !== exceptId);
}
