import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import type { Database, Results, Transaction } from './engine.js';
import { openingStatement, type Opening } from './opening.js';
import { withLiveTimers } from './pglite-timers.js';

const extensions = { pgcrypto, cube, earthdistance, uuid_ossp, pg_trgm };

/** PGlite: Postgres in WebAssembly, in process, one session (transactions run one at a time). */
export class PgliteDatabase implements Database {
  readonly engine = 'pglite' as const;

  private constructor(readonly pglite: PGlite) {}

  static async open(options: { dataDir: string | null; image?: Blob }): Promise<PgliteDatabase> {
    const pglite = await withLiveTimers(() =>
      PGlite.create({
        ...(options.dataDir ? { dataDir: options.dataDir } : {}),
        ...(options.image ? { loadDataDir: options.image } : {}),
        extensions,
      }),
    );
    return new PgliteDatabase(pglite);
  }

  query<T>(sql: string, params?: unknown[]): Promise<Results<T>> {
    return this.pglite.query<T>(sql, params);
  }

  exec(sql: string): Promise<Results[]> {
    return this.pglite.exec(sql);
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>, opening?: Opening): Promise<T> {
    return this.pglite.transaction(async (tx) => {
      if (opening) {
        const { sql, values } = openingStatement(opening);
        await tx.query(sql, values);
      }
      return work({
        query: <R>(sql: string, params?: unknown[]) => tx.query<R>(sql, params),
        exec: (sql: string) => tx.exec(sql),
      });
    });
  }

  statement<T>(sql: string, params: unknown[], opening: Opening): Promise<Results<T>> {
    return this.transaction((tx) => tx.query<T>(sql, params), opening);
  }

  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    return this.pglite.listen(channel, onPayload);
  }

  /** A portable image of the whole database, for cloning a migrated database quickly in tests. */
  async dump(): Promise<Blob> {
    return this.pglite.dumpDataDir('none');
  }

  close(): Promise<void> {
    return this.pglite.close();
  }
}
