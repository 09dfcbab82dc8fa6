import { HttpResponse } from 'msw';
import { endpoints } from '../../src/contract/endpoints.ts';
import { institutionListSchema, institutions } from '../../src/contract/institutions.ts';
import { mockEndpoint } from './endpoint.ts';

export const institutionsHandlers = [mockEndpoint(endpoints.institutions.list, () => HttpResponse.json(institutionListSchema.parse({ items: institutions })))];
