/*
 * GET /search over a small in-memory corpus. Every word of `q` matches the start of a word
 * in a document's title or text, ignoring case; title matches come first, then newer ones.
 * The snippet is the text (or the title) with the offsets of the matched words; counts per
 * kind come on the first page only, as the contract says. Reset before every test.
 */
import { HttpResponse } from 'msw';
import { endpoints } from '../../src/contract/endpoints.ts';
import {
  searchHitPath,
  searchQuerySchema,
  searchResultSchema,
  searchTypes,
  SNIPPET_MAX,
  type Highlight,
  type SearchHit,
  type SearchType,
} from '../../src/contract/search.ts';
import { mockEndpoint } from './endpoint.ts';
import { apiError } from './errors.ts';
import { signedIn } from './session.ts';

export type SearchDocument = { type: SearchType; id: string; title: string; body: string; createdAt: string | null };

const starterCorpus: SearchDocument[] = [
  {
    type: 'caseFlash',
    id: 'case-carlill',
    title: 'Carlill v Carbolic Smoke Ball Co',
    body: 'An advertisement promising £100 to anyone who caught influenza after using the smoke ball was a unilateral offer, accepted by performing its condition.',
    createdAt: '2026-08-01T09:00:00.000Z',
  },
  { type: 'caseFlash', id: 'case-akoto', title: 'Re Akoto and 7 Others', body: 'Habeas corpus refused: the Preventive Detention Act 1958 was within the powers of Parliament.', createdAt: '2026-08-02T09:00:00.000Z' },
  { type: 'note', id: 'note-consideration', title: 'Consideration', body: 'Consideration must move from the promisee, but need not be adequate in a contract.', createdAt: '2026-09-03T09:00:00.000Z' },
  { type: 'question', id: 'question-offer', title: 'Offer and acceptance', body: 'Which of these is a valid acceptance of a contract offer made by post?', createdAt: '2026-08-04T09:00:00.000Z' },
  { type: 'book', id: 'book-contract', title: 'Contract Law in Ghana', body: 'Formation, terms, vitiating factors and remedies in the law of contract.', createdAt: null },
  { type: 'course', id: 'course-contract', title: 'Law of Contract I', body: 'First-year course: offer, acceptance, consideration and intention to create legal relations.', createdAt: null },
  { type: 'user', id: 'user-akosua', title: 'Akosua Mensah', body: 'Final-year LLB student; contract tutor.', createdAt: '2026-07-01T09:00:00.000Z' },
  { type: 'group', id: 'group-contract', title: 'Contract Study Circle', body: 'We meet on Thursdays to work through contract past questions.', createdAt: '2026-08-10T09:00:00.000Z' },
  { type: 'post', id: 'post-consideration', title: 'Who has notes on consideration?', body: 'Who has notes on consideration? Exam on Monday.', createdAt: '2026-09-05T09:00:00.000Z' },
];

export const searchDb = { documents: [] as SearchDocument[] };

export function resetSearchDb(): void {
  searchDb.documents = starterCorpus.map((document) => ({ ...document }));
}

export function addSearchDocument(document: SearchDocument): void {
  searchDb.documents.push(document);
}

const wordsOf = (text: string) => [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({ word: match[0].toLowerCase(), start: match.index, end: match.index + match[0].length }));

const matchesAll = (text: string, terms: string[]) => terms.every((term) => wordsOf(text).some(({ word }) => word.startsWith(term)));

function hitOf(document: SearchDocument, terms: string[]): SearchHit {
  const snippet = (document.body || document.title).slice(0, SNIPPET_MAX);
  const highlights = wordsOf(snippet)
    .filter(({ word }) => terms.some((term) => word.startsWith(term)))
    .map(({ start, end }): Highlight => [start, end]);
  const { type, id, title, createdAt } = document;
  return { type, id, title, snippet, highlights, url: searchHitPath(type, id), createdAt };
}

/** The mock server's answer to a GET /search request (tests wrap it to watch or hold requests). */
export function answerSearch(request: Request) {
  signedIn(request);
  const parsed = searchQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return apiError(400, 'VALIDATION_FAILED', `querystring.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'not valid'}`);
  }
  const { q, type, cursor, take } = parsed.data;
  const terms = wordsOf(q).map(({ word }) => word);
  const titleFirst = (document: SearchDocument) => (matchesAll(document.title, terms) ? 0 : 1);
  const found = terms.length === 0 ? [] : searchDb.documents.filter((document) => matchesAll(`${document.title}\n${document.body}`, terms));
  found.sort((a, b) => titleFirst(a) - titleFirst(b) || (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));

  const counts = Object.fromEntries(searchTypes.map((kind) => [kind, found.filter((document) => document.type === kind).length]));
  const wanted = type ? found.filter((document) => document.type === type) : found;
  const offset = cursor ? Number(cursor) : 0;
  const items = wanted.slice(offset, offset + take).map((document) => hitOf(document, terms));
  const nextCursor = offset + take < wanted.length ? String(offset + take) : null;
  return HttpResponse.json(searchResultSchema.parse({ items, nextCursor, counts: cursor ? null : counts }));
}

export const searchHandlers = [mockEndpoint(endpoints.search.query, ({ request }) => answerSearch(request))];
