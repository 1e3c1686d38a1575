import pg from 'pg';

/** What the client hands the query it is running: node-postgres's own Query answers these. */
interface QueryHandlers {
  handleRowDescription(message: unknown): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: pg.Connection): void;
  handleEmptyQuery(connection: pg.Connection): void;
  handlePortalSuspended(connection: pg.Connection): void;
  handleCopyInResponse(connection: pg.Connection): void;
  handleCopyData(message: unknown, connection: pg.Connection): void;
  handleError(error: Error, connection: pg.Connection): void;
  handleReadyForQuery(connection: pg.Connection): void;
  /** Writes Parse, Bind, Describe, Execute and Sync for its statement. */
  prepare(connection: pg.Connection): void;
}

export interface BoundStatement {
  sql: string;
  values: string[];
}

type Callback = (error: Error | undefined, result: pg.QueryResult | null) => void;

/**
 * Statements sent together before one Sync, in a single round trip, with bound parameters. Without
 * an explicit BEGIN among them they are one implicit transaction: `set_config(…, true)` reaches the
 * last statement and ends with it, an error rolls all back, and success commits at the Sync. The
 * answer is the last statement's, read by node-postgres's own Query (none when `last` is null).
 */
export class StatementBatch implements pg.Submittable {
  private pending: number;
  private readonly last: QueryHandlers | null;

  constructor(
    private readonly first: BoundStatement[],
    last: { sql: string; params: unknown[]; types: pg.CustomTypesConfig | undefined } | null,
    private readonly callback: Callback,
  ) {
    this.pending = first.length;
    this.last = last
      ? (new pg.Query({ text: last.sql, values: last.params, types: last.types }, callback) as unknown as QueryHandlers)
      : null;
  }

  submit(connection: pg.Connection): void {
    const stream = connection.stream;
    stream.cork();
    try {
      for (const statement of this.first) {
        connection.parse({ text: statement.sql, name: '', types: [] }, true);
        connection.bind({ portal: '', statement: '', values: statement.values }, true);
        connection.execute({ portal: '' }, true);
      }
      if (this.last) this.last.prepare(connection);
      else connection.sync();
    } finally {
      stream.uncork();
    }
  }

  handleRowDescription(message: unknown): void {
    this.last?.handleRowDescription(message);
  }

  handleDataRow(message: unknown): void {
    if (this.pending === 0) this.last?.handleDataRow(message);
  }

  handleCommandComplete(message: unknown, connection: pg.Connection): void {
    if (this.pending > 0) this.pending -= 1;
    else this.last?.handleCommandComplete(message, connection);
  }

  handleEmptyQuery(connection: pg.Connection): void {
    this.last?.handleEmptyQuery(connection);
  }

  handlePortalSuspended(connection: pg.Connection): void {
    this.last?.handlePortalSuspended(connection);
  }

  handleCopyInResponse(connection: pg.Connection): void {
    this.last?.handleCopyInResponse(connection);
  }

  handleCopyData(message: unknown, connection: pg.Connection): void {
    this.last?.handleCopyData(message, connection);
  }

  handleError(error: Error, connection: pg.Connection): void {
    if (this.last) this.last.handleError(error, connection);
    else this.callback(error, null);
  }

  handleReadyForQuery(connection: pg.Connection): void {
    if (this.last) this.last.handleReadyForQuery(connection);
    else this.callback(undefined, null);
  }
}
