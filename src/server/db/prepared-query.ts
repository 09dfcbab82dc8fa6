/*
 * Queries built and compiled once per shape, then run with new values. Kysely builds an
 * immutable tree and compiles it to SQL on every call, which under load costs as much as a
 * small SQLite read; the hottest reads skip both. The same SQL text each time also finds its
 * prepared statement (sqlite-connection.ts, postgres-pool.ts) without rehashing a new string.
 *
 * `build` receives stand-ins for the values, typed as the values themselves: it may place
 * them anywhere Kysely takes a value, but must not compute with them (compute first, pass
 * the result). The shape is what the SQL depends on: which values are undefined and how long
 * each array is (an `in` list has one placeholder per element).
 */
import type { CompiledQuery, Compilable, Kysely } from 'kysely';

type Values = Record<string, unknown>;

// Shapes kept per query and database: arrays of many lengths compile afresh past this.
const MOST_SHAPES = 100;

/** Where a value goes in the compiled parameters: a key, and an index for arrays. */
class Slot {
  constructor(
    readonly key: string,
    readonly index?: number,
  ) {}
}

function shapeOf(values: Values): string {
  let shape = '';
  for (const key in values) {
    const value = values[key];
    shape += value === undefined ? `${key}- ` : Array.isArray(value) ? `${key}:${value.length} ` : `${key} `;
  }
  return shape;
}

function standIns<V extends Values>(values: V): V {
  const slots: Values = {};
  for (const key in values) {
    const value = values[key];
    slots[key] = value === undefined ? undefined : Array.isArray(value) ? value.map((_, index) => new Slot(key, index)) : new Slot(key);
  }
  // A stand-in for each value: build places them without reading them.
  return slots as V;
}

function parametersFor(compiled: CompiledQuery, values: Values): unknown[] {
  return compiled.parameters.map((parameter) => {
    if (!(parameter instanceof Slot)) return parameter;
    const value = values[parameter.key];
    return parameter.index === undefined ? value : (value as unknown[])[parameter.index];
  });
}

export type PreparedQuery<DB, V extends Values, Row> = {
  /** All rows for these values. */
  execute(db: Kysely<DB>, values: V): Promise<Row[]>;
  /** The first row, or undefined. */
  executeTakeFirst(db: Kysely<DB>, values: V): Promise<Row | undefined>;
};

export function preparedQuery<DB, V extends Values, Row>(build: (db: Kysely<DB>, values: V) => Compilable<Row>): PreparedQuery<DB, V, Row> {
  // Per database kind: keyed by the executor's adapter, which a transaction shares with its database.
  const compiledByAdapter = new WeakMap<object, Map<string, CompiledQuery<Row>>>();

  function compiledFor(db: Kysely<DB>, values: V): CompiledQuery<Row> {
    const adapter = db.getExecutor().adapter;
    let byShape = compiledByAdapter.get(adapter);
    if (!byShape) compiledByAdapter.set(adapter, (byShape = new Map()));
    const shape = shapeOf(values);
    let compiled = byShape.get(shape);
    if (!compiled) {
      compiled = build(db, standIns(values)).compile();
      if (byShape.size < MOST_SHAPES) byShape.set(shape, compiled);
    }
    return compiled;
  }

  async function execute(db: Kysely<DB>, values: V): Promise<Row[]> {
    const compiled = compiledFor(db, values);
    const result = await db.executeQuery<Row>({ ...compiled, parameters: parametersFor(compiled, values) });
    return result.rows;
  }

  return {
    execute,
    executeTakeFirst: async (db, values) => (await execute(db, values))[0],
  };
}
