/*
 * PostgreSQL connections that outlive the database going away. pg-pool listens for a
 * client's 'error' only while it is idle, and Kysely adds no listener, so a server that
 * dies under a running query used to end the process. Here every client has a listener
 * from the moment it connects. A query that fails because its connection or the server
 * is gone, and any failure to get a connection, throws DatabaseUnavailableError (the
 * errors plugin answers 503); broken clients leave the pool, and new ones connect once
 * the server is back.
 *
 * Queries run as named prepared statements, one name per SQL text: each connection parses
 * and plans a statement once instead of at every call (with limits written in: literal-limits.ts).
 */
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';
import { withLiteralLimits } from './literal-limits.ts';

const MAX_CONNECTIONS = 10;
/** A request waits no longer than this for a connection while the server does not answer. */
const CONNECT_TIMEOUT_MS = 5000;
/** SQLSTATE class 08 (connection exception), 57P01-57P03 (shutting down, crashed, starting up). */
const CONNECTION_LOST_CODES = /^(08|57P0[1-3])/;
/** Only these can be prepared; a connection keeps the statements it prepared until it closes. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
const MOST_NAMED_STATEMENTS = 2000;

export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is unreachable.', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

const statementNames = new Map<string, string>();

/** The query with the name of its SQL text, or unnamed once there are too many. */
function prepared(text: string, values: unknown[]): pg.QueryConfig {
  let name = statementNames.get(text);
  if (!name && PREPARABLE.test(text) && statementNames.size < MOST_NAMED_STATEMENTS) statementNames.set(text, (name = `campus_${statementNames.size}`));
  return { name, text, values };
}

/** A pooled client as Kysely sees it, whose failures say whether the database went away. */
class WatchedClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly lost: WeakSet<pg.PoolClient>,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters: ReadonlyArray<unknown> = []): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely streams through a cursor only when the dialect is given one, and ours is not.
    if (typeof sqlOrCursor !== 'string') throw new Error('Streaming with a cursor is not set up.');
    return this.run<R>(sqlOrCursor, parameters);
  }

  /** A lost client leaves the pool instead of waiting idle for its next query to fail. */
  release(): void {
    this.client.release(this.lost.has(this.client));
  }

  private async run<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    try {
      const statement = withLiteralLimits(sql, parameters);
      const { command, rowCount, rows } = await this.client.query(prepared(statement.text, [...statement.values]));
      return { command: command as PostgresQueryResult<R>['command'], rowCount: rowCount ?? 0, rows };
    } catch (error) {
      if (error instanceof pg.DatabaseError && CONNECTION_LOST_CODES.test(error.code ?? '')) this.lost.add(this.client);
      throw this.lost.has(this.client) ? new DatabaseUnavailableError(error) : error;
    }
  }
}

export function openPostgresPool(connectionString: string, onConnectionLost: (error: Error) => void): PostgresPool {
  const pool = new pg.Pool({ connectionString, max: MAX_CONNECTIONS, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  const lost = new WeakSet<pg.PoolClient>();
  const watched = new WeakMap<pg.PoolClient, WatchedClient>();

  // pg emits a client's 'error' before it fails that client's queries, so a query's
  // failure that comes from a lost connection is seen with its client already marked.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      lost.add(client);
      onConnectionLost(error);
    });
  });
  // pg-pool passes on an idle client's error here too; the client's own listener has seen it.
  pool.on('error', () => undefined);

  return {
    async connect() {
      const client = await pool.connect().catch((error: unknown) => {
        throw new DatabaseUnavailableError(error);
      });
      let view = watched.get(client);
      if (!view) watched.set(client, (view = new WatchedClient(client, lost)));
      return view;
    },
    end: () => pool.end(),
  };
}
