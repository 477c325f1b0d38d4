import { sql, type ColumnDataType, type Expression } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** Column types that differ between the two dialects, for migrations. */
export function columnTypes(dialect: DialectName) {
  return {
    /** auto-increment primary key */
    id: (dialect === 'postgres' ? 'bigserial' : 'integer') as ColumnDataType,
    /** epoch milliseconds */
    timestamp: 'bigint' as ColumnDataType,
    bytes: (dialect === 'postgres' ? 'bytea' : 'blob') as ColumnDataType,
    text: 'text' as ColumnDataType,
    integer: 'integer' as ColumnDataType,
    bigint: 'bigint' as ColumnDataType,
  };
}

/** `true` when a column holding 0/1 is set, in a form both dialects accept. */
export function isTrue(column: Expression<number>) {
  return sql<boolean>`${column} = 1`;
}
