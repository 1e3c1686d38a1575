import pg from 'pg';

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function asAdmin<T>(admin: pg.ClientConfig, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(admin);
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database (the backend bootstraps it on first open). */
export async function createDatabase(admin: pg.ClientConfig, name: string): Promise<void> {
  await asAdmin(admin, (client) => client.query(`create database ${quoteIdent(name)}`));
}

/** True when the server has a database called `name`. */
export async function databaseExists(admin: pg.ClientConfig, name: string): Promise<boolean> {
  return asAdmin(admin, async (client) => {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rows.length > 0;
  });
}

/**
 * Copies a migrated database (no one may be connected to the template). Per-database settings are
 * not part of the copy, so the search path the platform script sets is set again.
 */
export async function cloneDatabase(admin: pg.ClientConfig, template: string, name: string): Promise<void> {
  await asAdmin(admin, async (client) => {
    await client.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`);
    await client.query(`alter database ${quoteIdent(name)} set search_path = "$user", public, extensions`);
  });
}

export async function dropDatabase(admin: pg.ClientConfig, name: string): Promise<void> {
  await asAdmin(admin, (client) => client.query(`drop database if exists ${quoteIdent(name)} with (force)`));
}
