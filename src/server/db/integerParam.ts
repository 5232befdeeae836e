import { sql, type RawBuilder } from 'kysely';

/**
 * An integer filter value as bigint. A parameter compared with a smallint or integer column takes the column's type,
 * so `status=2147483648` failed to parse in the database (系统异常); as bigint it compares with any safe integer (the
 * input layer's bound) and simply matches nothing. PostgreSQL's integer operator family keeps the column's index.
 */
export const integerParam = (value: number): RawBuilder<number> => sql<number>`${value}::bigint`;
