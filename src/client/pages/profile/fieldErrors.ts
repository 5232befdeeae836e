import { ApiError } from '../../api/index.ts';

/** The server's per-field messages of a 400 (`data.errors`), by field; a refusal without them under `_`. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return { _: String(error) };
  const errors = (error.data as { errors?: { field: string; message: string }[] } | null)?.errors;
  if (!errors?.length) return { _: error.message };
  return Object.fromEntries(errors.map((e) => [e.field, e.message]));
}
