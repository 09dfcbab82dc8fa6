/*
 * Full-text search over posts, notes, case flashes, questions, books, catalogue courses, users
 * and groups. Each object is one document: a title (weighted above) and a body.
 *
 * SQLite: one FTS5 table for every type (so bm25 ranks them on one scale) beside `search_docs`,
 * which names each FTS row's object. Triggers on the source tables keep both exact in the
 * writing transaction, cascaded deletes included.
 *
 * PostgreSQL: a GIN expression index per table over the weighted, unaccented tsvector, and the
 * view `search_documents` that unions the same expressions, so a query on the view uses the
 * indexes and always reads the live rows.
 */
import { sql, type Kysely } from 'kysely';
import { kindOf } from '../dialect.ts';

type Source = {
  type: string;
  table: string;
  title: string[];
  body: string[];
  createdAt: string | null;
  author: string | null;
};

// Frozen here (not imported) so that this migration keeps meaning what it meant.
const sources: Source[] = [
  { type: 'post', table: 'posts', title: [], body: ['body'], createdAt: 'created_at', author: 'author_id' },
  { type: 'note', table: 'notes', title: ['title'], body: ['body', 'course'], createdAt: 'created_at', author: 'owner_id' },
  {
    type: 'caseFlash',
    table: 'case_flashes',
    title: ['title'],
    body: ['citation', 'court', 'course', 'tags', 'facts', 'issue', 'holding', 'ratio'],
    createdAt: 'created_at',
    author: 'created_by',
  },
  {
    type: 'question',
    table: 'questions',
    title: ['question'],
    body: ['course', 'topic', 'options', 'model_answer', 'explanation'],
    createdAt: 'created_at',
    author: 'created_by',
  },
  { type: 'book', table: 'books', title: ['title'], body: ['author', 'course', 'description'], createdAt: null, author: null },
  { type: 'course', table: 'catalogue_courses', title: ['title'], body: ['code', 'level', 'description', 'topics'], createdAt: null, author: null },
  { type: 'user', table: 'users', title: ['name'], body: ['bio'], createdAt: 'created_at', author: 'id' },
  { type: 'group', table: 'groups', title: ['name'], body: ['description'], createdAt: 'created_at', author: 'owner_id' },
];

/** The columns (of `alias`, or unqualified) as one text, '' where there are none. */
function joined(alias: string, columns: string[]): string {
  if (columns.length === 0) return `''`;
  return columns.map((column) => `coalesce(${alias ? `${alias}.` : ''}${column}, '')`).join(` || ' ' || `);
}

const raw = (text: string) => sql.raw(text);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  if (kindOf(db) === 'postgres') await upPostgres(db);
  else await upSqlite(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function upSqlite(db: Kysely<any>): Promise<void> {
  await sql`create table search_docs (
    doc_id integer primary key,
    type text not null,
    item_id text not null,
    created_at text not null,
    author_id text,
    unique (type, item_id)
  )`.execute(db);
  await sql`create virtual table search_fts using fts5(title, body, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')`.execute(db);

  for (const source of sources) {
    const { type, table } = source;
    const docOf = (alias: string) => `(select doc_id from search_docs where type = '${type}' and item_id = ${alias}.id)`;
    const created = (alias: string) => (source.createdAt ? `${alias}.${source.createdAt}` : `''`);
    const author = (alias: string) => (source.author ? `${alias}.${source.author}` : 'null');
    const watched = [...new Set([...source.title, ...source.body, ...(source.author && source.author !== 'id' ? [source.author] : [])])];

    await raw(`create trigger search_${table}_insert after insert on ${table} begin
      insert into search_docs (type, item_id, created_at, author_id) values ('${type}', new.id, ${created('new')}, ${author('new')});
      insert into search_fts (rowid, title, body) values (${docOf('new')}, ${joined('new', source.title)}, ${joined('new', source.body)});
    end`).execute(db);
    await raw(`create trigger search_${table}_update after update of ${watched.join(', ')} on ${table} begin
      update search_docs set author_id = ${author('new')} where type = '${type}' and item_id = new.id;
      update search_fts set title = ${joined('new', source.title)}, body = ${joined('new', source.body)} where rowid = ${docOf('new')};
    end`).execute(db);
    await raw(`create trigger search_${table}_delete after delete on ${table} begin
      delete from search_fts where rowid = ${docOf('old')};
      delete from search_docs where type = '${type}' and item_id = old.id;
    end`).execute(db);

    // What already exists goes in now.
    await raw(`insert into search_docs (type, item_id, created_at, author_id)
      select '${type}', t.id, ${created('t')}, ${author('t')} from ${table} t`).execute(db);
    await raw(`insert into search_fts (rowid, title, body)
      select d.doc_id, ${joined('t', source.title)}, ${joined('t', source.body)}
      from ${table} t join search_docs d on d.type = '${type}' and d.item_id = t.id`).execute(db);
  }
}

function vector(alias: string, source: Source): string {
  const part = (columns: string[], weight: string) => `setweight(to_tsvector('simple', search_unaccent(${joined(alias, columns)})), '${weight}')`;
  return source.title.length === 0 ? part(source.body, 'B') : `${part(source.title, 'A')} || ${part(source.body, 'B')}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent'`.execute(db);
  const schema = `"${(rows[0]?.schema ?? 'public').replace(/"/g, '""')}"`;
  // unaccent() is only STABLE (its dictionary could change); an index needs an IMMUTABLE
  // wrapper, with everything schema-qualified so the function means the same on any search_path.
  await raw(`create function search_unaccent(text) returns text language sql immutable parallel safe strict
    as $$ select ${schema}.unaccent('${schema.replace(/'/g, "''")}.unaccent'::regdictionary, $1) $$`).execute(db);
  // Each word becomes a quoted lexeme, so nothing a user types is read as tsquery syntax; the
  // quote and backslash that unaccent can make out of letters (ʼ → ') are blanked first.
  await raw(`create function search_tsquery(words text[], prefix boolean) returns tsquery language sql immutable parallel safe strict
    as $$ select to_tsquery('simple', string_agg(
      '''' || translate(search_unaccent(word), E'''\\\\', '  ') || '''' || case when prefix and position = cardinality(words) then ':*' else '' end,
      ' & ' order by position))
    from unnest(words) with ordinality as w(word, position) $$`).execute(db);

  for (const source of sources) {
    await raw(`create index ${source.table}_search_idx on ${source.table} using gin ((${vector('', source)}))`).execute(db);
  }
  const branches = sources.map(
    (source) => `select '${source.type}'::text as type, t.id collate "C" as id,
      ${source.createdAt ? `t.${source.createdAt}` : `''::text`} as created_at,
      ${source.author ? `t.${source.author}` : 'null::text'} collate "C" as author_id,
      ${vector('t', source)} as document
    from ${source.table} t`,
  );
  await raw(`create view search_documents as ${branches.join('\nunion all\n')}`).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (kindOf(db) === 'postgres') {
    await sql`drop view search_documents`.execute(db);
    for (const source of sources) await raw(`drop index ${source.table}_search_idx`).execute(db);
    await sql`drop function search_tsquery(text[], boolean)`.execute(db);
    await sql`drop function search_unaccent(text)`.execute(db);
    return;
  }
  for (const source of sources) {
    for (const event of ['insert', 'update', 'delete']) await raw(`drop trigger search_${source.table}_${event}`).execute(db);
  }
  await sql`drop table search_fts`.execute(db);
  await sql`drop table search_docs`.execute(db);
}
