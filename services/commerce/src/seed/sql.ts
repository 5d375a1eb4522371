import { TABLE_ORDER, type Tables, type Value } from './tables';

/** Rows per INSERT statement, and the size in bytes a statement stops growing at (D1 allows 100 KB). */
const MAX_ROWS = 500;
const MAX_STATEMENT_BYTES = 90_000;
const utf8 = new TextEncoder();

/** A SQL literal. Newlines never occur in values: D1's exec splits on them. */
export function sqlLiteral(value: Value): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replace(/[\r\n]+/g, ' ').replace(/'/g, "''")}'`;
}

/** Multi-row INSERT statements, one per line, tables in dependency order. */
export function insertStatements(tables: Tables): string[] {
  const statements: string[] = [];
  for (const table of TABLE_ORDER) {
    const rows = tables[table];
    const first = rows[0];
    if (!first) continue;
    const columns = Object.keys(first);
    const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
    let values: string[] = [];
    let size = head.length;
    const flush = () => {
      if (values.length > 0) statements.push(`${head}${values.join(',')};`);
      values = [];
      size = head.length;
    };
    for (const row of rows) {
      const tuple = `(${columns.map((column) => sqlLiteral(row[column] ?? null)).join(',')})`;
      const bytes = utf8.encode(tuple).length + 1;
      if (values.length >= MAX_ROWS || size + bytes > MAX_STATEMENT_BYTES) flush();
      values.push(tuple);
      size += bytes;
    }
    flush();
  }
  return statements;
}

/** Groups statements into exec() calls of about `maxChars` each. */
export function chunkStatements(statements: string[], maxChars = 4_000_000): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const statement of statements) {
    if (size + statement.length > maxChars && current.length > 0) {
      chunks.push(current.join('\n'));
      current = [];
      size = 0;
    }
    current.push(statement);
    size += statement.length + 1;
  }
  if (current.length > 0) chunks.push(current.join('\n'));
  return chunks;
}
