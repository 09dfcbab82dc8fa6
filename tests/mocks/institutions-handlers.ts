import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { institutionSchema, institutions } from '../../src/contract/institutions.ts';

const listSchema = z.object({ items: z.array(institutionSchema) });

export const institutionsHandlers = [
  http.get('/api/v1/institutions', () => HttpResponse.json(listSchema.parse({ items: institutions }))),
];
