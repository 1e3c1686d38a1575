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

/**
 * A settings statement and one more statement in a single round trip. Everything the extended
 * protocol sends before a Sync runs as one implicit transaction: `set_config(…, true)` reaches the
 * statement and ends with it, an error rolls both back, and success commits at the Sync.
 * Rows and results are the second statement's, read by node-postgres's own Query.
 */
export class OneStatement implements pg.Submittable {
  private settingsDone = false;
  private readonly main: QueryHandlers;

  constructor(
    private readonly settings: { sql: string; values: string[] },
    statement: { sql: string; params: unknown[] | undefined; types: pg.CustomTypesConfig | undefined },
    callback: (error: Error | undefined, result: pg.QueryResult) => void,
  ) {
    const query = new pg.Query({ text: statement.sql, values: statement.params, types: statement.types }, callback);
    this.main = query as unknown as QueryHandlers;
  }

  submit(connection: pg.Connection): void {
    const stream = connection.stream;
    stream.cork();
    try {
      connection.parse({ text: this.settings.sql, name: '', types: [] }, true);
      connection.bind({ portal: '', statement: '', values: this.settings.values }, true);
      connection.execute({ portal: '' }, true);
      this.main.prepare(connection);
    } finally {
      stream.uncork();
    }
  }

  handleRowDescription(message: unknown): void {
    this.main.handleRowDescription(message);
  }

  handleDataRow(message: unknown): void {
    if (this.settingsDone) this.main.handleDataRow(message);
  }

  handleCommandComplete(message: unknown, connection: pg.Connection): void {
    if (this.settingsDone) this.main.handleCommandComplete(message, connection);
    else this.settingsDone = true;
  }

  handleEmptyQuery(connection: pg.Connection): void {
    this.main.handleEmptyQuery(connection);
  }

  handlePortalSuspended(connection: pg.Connection): void {
    this.main.handlePortalSuspended(connection);
  }

  handleCopyInResponse(connection: pg.Connection): void {
    this.main.handleCopyInResponse(connection);
  }

  handleCopyData(message: unknown, connection: pg.Connection): void {
    this.main.handleCopyData(message, connection);
  }

  handleError(error: Error, connection: pg.Connection): void {
    this.main.handleError(error, connection);
  }

  handleReadyForQuery(connection: pg.Connection): void {
    this.main.handleReadyForQuery(connection);
  }
}
