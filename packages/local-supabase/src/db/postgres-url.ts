import type pg from 'pg';

/** A `postgresql://` URL for node-postgres settings (a Unix socket folder as `?host=`), for other programs. */
export function postgresUrl(connection: string | pg.ClientConfig): string {
  if (typeof connection === 'string') return connection;
  const user = encodeURIComponent(connection.user ?? 'postgres');
  const password = typeof connection.password === 'string' ? `:${encodeURIComponent(connection.password)}` : '';
  const database = encodeURIComponent(connection.database ?? 'postgres');
  const host = connection.host ?? '127.0.0.1';
  const port = String(connection.port ?? 5432);
  if (host.startsWith('/')) {
    return `postgresql://${user}${password}@/${database}?host=${encodeURIComponent(host)}&port=${port}`;
  }
  return `postgresql://${user}${password}@${host}:${port}/${database}`;
}
