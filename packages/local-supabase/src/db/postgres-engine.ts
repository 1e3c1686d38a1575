import { types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database, FieldInfo, Results, Transaction } from './engine.js';
import { openingStatement, type Opening } from './opening.js';
import { StatementBatch, type BoundStatement } from './statement-batch.js';

export interface PostgresOptions {
  /** `postgres://…` URL, or a node-postgres config (a Unix-socket directory as `host`). */
  connection: string | pg.ClientConfig;
  /** Connections in the pool; requests beyond it wait for one. Default 10. */
  poolSize?: number;
  /** Receives errors of idle connections and of the LISTEN connection (e.g. the server went away). */
  onError?: (error: Error) => void;
}

type Parser = (text: string) => unknown;

const CHANGING_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY']);

/**
 * Values parsed exactly as PGlite parses them (its own parsers, and arrays of every array type the
 * server has), so code above the seam sees the same numbers, dates, json and arrays on both engines.
 */
async function loadParsers(connection: string | pg.ClientConfig): Promise<pg.CustomTypesConfig> {
  const client = new pg.Client(connection);
  await client.connect();
  let arrays: Map<number, number>;
  try {
    const { rows } = await client.query<{ oid: number; typarray: number }>(
      `select b.oid::int as oid, b.typarray::int as typarray
         from pg_catalog.pg_type a join pg_catalog.pg_type b on b.oid = a.typelem
        where a.typcategory = 'A' group by b.oid, b.typarray`,
    );
    arrays = new Map(rows.map((row) => [row.typarray, row.oid]));
  } finally {
    await client.end();
  }
  const cache = new Map<number, Parser>();
  const parserFor = (oid: number): Parser => {
    let parser = cache.get(oid);
    if (parser) return parser;
    const element = arrays.get(oid);
    if (element === undefined) {
      parser = (text) => pgliteTypes.parseType(text, oid) as unknown;
    } else {
      const elementParser = pgliteTypes.parsers[element];
      parser = (text) => pgliteTypes.arrayParser(text, elementParser ?? ((x: string) => x), oid) as unknown;
    }
    cache.set(oid, parser);
    return parser;
  };
  return { getTypeParser: parserFor };
}

function toResults<T>(result: pg.QueryResult): Results<T> {
  const fields: FieldInfo[] = result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
  return {
    rows: result.rows as T[],
    affectedRows: CHANGING_COMMANDS.has(result.command) ? (result.rowCount ?? 0) : 0,
    fields,
  };
}

function scriptResults(result: pg.QueryResult | pg.QueryResult[]): Results[] {
  return (Array.isArray(result) ? result : [result]).map((one) => toResults<Record<string, unknown>>(one));
}

function onClient(client: pg.ClientBase): Transaction {
  return {
    query: async <T>(sql: string, params?: unknown[]) => toResults<T>(await client.query(sql, params)),
    exec: async (sql: string) => scriptResults((await client.query(sql)) as pg.QueryResult | pg.QueryResult[]),
  };
}

/** Sends `first` and `last` before one Sync; the answer is `last`'s. */
function runBatch(
  client: pg.ClientBase,
  first: BoundStatement[],
  last: ConstructorParameters<typeof StatementBatch>[1],
): Promise<pg.QueryResult | null> {
  return new Promise((resolve, reject) => {
    client.query(
      new StatementBatch(first, last, (error, result) => {
        if (error) reject(error);
        else resolve(result);
      }),
    );
  });
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A PostgreSQL server through a node-postgres pool: each transaction on its own connection. */
export class PostgresDatabase implements Database {
  readonly engine = 'postgres' as const;
  private readonly stoppers = new Set<() => Promise<void>>();

  private constructor(
    private readonly pool: pg.Pool,
    private readonly clientConfig: pg.ClientConfig,
    private readonly onError: (error: Error) => void,
  ) {}

  static async open(options: PostgresOptions): Promise<PostgresDatabase> {
    const base: pg.ClientConfig =
      typeof options.connection === 'string' ? { connectionString: options.connection } : options.connection;
    const types = await loadParsers(base);
    const clientConfig: pg.ClientConfig = { ...base, types };
    const onError =
      options.onError ??
      ((error: Error) => {
        process.stderr.write(`[database] ${error.message}\n`);
      });
    const pool = new pg.Pool({ ...clientConfig, max: options.poolSize ?? 10 });
    pool.on('error', onError);
    return new PostgresDatabase(pool, clientConfig, onError);
  }

  async query<T>(sql: string, params?: unknown[]): Promise<Results<T>> {
    return toResults<T>(await this.pool.query(sql, params));
  }

  async exec(sql: string): Promise<Results[]> {
    return scriptResults((await this.pool.query(sql)) as pg.QueryResult | pg.QueryResult[]);
  }

  async transaction<T>(work: (tx: Transaction) => Promise<T>, opening?: Opening): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      try {
        if (opening) await runBatch(client, [{ sql: 'begin', values: [] }, openingStatement(opening)], null);
        else await client.query('begin');
        const result = await work(onClient(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      }
    } finally {
      client.release(broken);
    }
  }

  async statement<T>(sql: string, params: unknown[], opening: Opening): Promise<Results<T>> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      const result = await runBatch(client, [openingStatement(opening)], {
        sql,
        params,
        types: this.clientConfig.types,
      });
      if (!result) throw new Error('the statement gave no result');
      return toResults<T>(result);
    } catch (error) {
      // A server's error ended the implicit transaction; anything else leaves the connection unknown.
      if (!(error instanceof pg.DatabaseError)) broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /**
   * A connection of its own LISTENs; when the server drops it (a restart), it connects again every
   * second. Notifications sent while it is away are lost, as with Supabase Realtime.
   */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = { client: await this.listenOn(channel, onPayload), stopped: false };
    const reconnect = (): void => {
      if (listener.stopped) return;
      setTimeout(() => {
        if (listener.stopped) return;
        this.listenOn(channel, onPayload)
          .then((client) => {
            listener.client = client;
            client.once('end', reconnect);
            if (listener.stopped) void client.end();
          })
          .catch(reconnect);
      }, 1000);
    };
    listener.client.once('end', reconnect);
    const stop = async (): Promise<void> => {
      listener.stopped = true;
      this.stoppers.delete(stop);
      await listener.client.end();
    };
    this.stoppers.add(stop);
    return stop;
  }

  private async listenOn(channel: string, onPayload: (payload: string) => void): Promise<pg.Client> {
    const client = new pg.Client(this.clientConfig);
    client.on('error', this.onError);
    await client.connect();
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    try {
      await client.query(`listen ${quoteIdent(channel)}`);
    } catch (error) {
      await client.end();
      throw error;
    }
    return client;
  }

  async close(): Promise<void> {
    await Promise.all([...this.stoppers].map((stop) => stop()));
    await this.pool.end();
  }
}
