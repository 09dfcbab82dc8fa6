import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResultSchema, type SearchResult } from '../../../contract/search.ts';
import { ReadCache } from '../../db/read-cache.ts';
import { currentUser } from '../../plugins/auth.ts';
import { search, searchedTables } from './search.ts';

/** GET /search: everything the caller may see, best match first. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // A common word ranks thousands of matches; on SQLite an answer is served again (to the same
  // viewer: visibility differs) until a table it reads from changes.
  const answers = new ReadCache<SearchResult>(app.dbChangeStamp, {
    maxBytes: 8 * 2 ** 20,
    sizeOf: (answer) => JSON.stringify(answer).length,
    ttlMs: 60_000,
    tables: searchedTables,
  });

  app.get('/', { schema: { querystring: searchQuerySchema, response: { 200: searchResultSchema } } }, async (request) => {
    const viewerId = currentUser(request).id;
    const { q, type, cursor, take } = request.query;
    return answers.get(JSON.stringify([viewerId, q, type, cursor, take]), () => search(app.db, app.dbKind, viewerId, request.query));
  });
};
