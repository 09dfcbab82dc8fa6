/*
 * /notes and /auth/get-collaborators-notes over an in-memory store, with the contract's
 * visibility rule: the owner always, mutual collaborators for `collaborators`, everyone
 * for `public`; anything else is a 404. Bodies are read with the contract's schemas; an
 * update changes only the fields it sends. Create, update and delete take an Idempotency-Key
 * as the server does: a repeat answers the first answer again, another request with it is 422.
 */
import { HttpResponse } from 'msw';
import { deletedSchema } from '../../src/contract/common.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../src/contract/idempotency.ts';
import {
  createNoteBodySchema,
  newNoteCommentBodySchema,
  noteCommentSchema,
  noteDetailSchema,
  noteLikeResponseSchema,
  noteListSchema,
  noteSchema,
  updateNoteBodySchema,
  type Note,
  type NoteComment,
  type NoteVisibility,
} from '../../src/contract/notes.ts';
import type { UserSummary } from '../../src/contract/users.ts';
import { db, summaryOf } from './db.ts';
import { mockEndpoint, readBody } from './endpoint.ts';
import { apiError } from './errors.ts';
import { newestFirst, page } from './posts-handlers.ts';
import { signedIn } from './session.ts';

type StoredNote = { note: Omit<Note, 'likedByMe' | 'likesCount' | 'commentsCount'>; likedBy: Set<string>; comments: NoteComment[] };

type KeptAnswer = { request: string; status: number; body: string };

export const notesDb = { notes: [] as StoredNote[], nextId: 1, keptAnswers: new Map<string, KeptAnswer>() };

export function resetNotesDb(): void {
  notesDb.notes = [];
  notesDb.nextId = 1;
  notesDb.keptAnswers = new Map();
}

const nextId = (kind: string) => `${kind}-${String(notesDb.nextId++).padStart(6, '0')}`;
const findStored = (id: string) => notesDb.notes.find((stored) => stored.note.id === id);
const notFound = () => apiError(404, 'NOT_FOUND', 'Note not found.');

function viewNote(stored: StoredNote, viewerId: string): Note {
  return noteSchema.parse({ ...stored.note, likedByMe: stored.likedBy.has(viewerId), likesCount: stored.likedBy.size, commentsCount: stored.comments.length });
}

/** The session user collaborates with `userId` both ways (mock accounts hold the relation as the session user sees it). */
const mutual = (userId: string) => db.accounts.get(userId)?.collaboration === 'mutual';

function canSee(stored: StoredNote, viewerId: string): boolean {
  const { owner, visibility } = stored.note;
  return owner.id === viewerId || visibility === 'public' || (visibility === 'collaborators' && mutual(owner.id));
}

type NewNote = { title: string; body?: string; visibility?: NoteVisibility; course?: string | null; likedBy?: string[] };

export function seedNote(owner: UserSummary, fields: NewNote): Note {
  const now = new Date().toISOString();
  const stored: StoredNote = {
    note: { id: nextId('note'), owner: summaryOf(owner), title: fields.title, body: fields.body ?? '', visibility: fields.visibility ?? 'private', course: fields.course ?? null, createdAt: now, updatedAt: now },
    likedBy: new Set(fields.likedBy ?? []),
    comments: [],
  };
  notesDb.notes.push(stored);
  return viewNote(stored, '');
}

export function seedNoteComment(noteId: string, author: UserSummary, body: string): NoteComment {
  const stored = findStored(noteId);
  if (!stored) throw new Error(`no note ${noteId}`);
  const comment = noteCommentSchema.parse({ id: nextId('note-comment'), noteId, author: summaryOf(author), body, createdAt: new Date().toISOString() });
  stored.comments.unshift(comment);
  return comment;
}

/** The note behind `:id` if the caller may see it (and, with `owner`, owns it). */
function visibleNote(request: Request, id: string, owner = false): { stored: StoredNote; viewerId: string } {
  const viewerId = signedIn(request).me.id;
  const stored = findStored(id);
  // MSW sends a thrown response as the answer.
  if (!stored || !canSee(stored, viewerId)) throw notFound();
  if (owner && stored.note.owner.id !== viewerId) throw apiError(403, 'FORBIDDEN', 'Only the owner can change this note.');
  return { stored, viewerId };
}

const folded = (text: string) => text.trim().toLowerCase();

/** The server keeps 2xx and 4xx answers to a keyed request, except those given before the key is looked at (400) or that pass with time (429). */
const isKept = (status: number) => status < 300 || (status >= 400 && status < 500 && status !== 400 && status !== 429);

/** Answers with `answer` (which may throw its response), or, for a key already used by the caller, as the server does (API.md, "Sending twice is safe"). */
async function keyed(request: Request, answer: () => Response | Promise<Response>): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (!key) return answer();
  const slot = `${signedIn(request).me.id} ${key}`;
  const sent = `${request.method} ${new URL(request.url).pathname}\n${await request.clone().text()}`;
  const kept = notesDb.keptAnswers.get(slot);
  if (kept && kept.request !== sent) return apiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.');
  if (kept) return new HttpResponse(kept.body, { status: kept.status, headers: { 'Content-Type': 'application/json', [IDEMPOTENT_REPLAYED_HEADER]: 'true' } });
  const response = await Promise.resolve()
    .then(answer)
    .catch((thrown: unknown) => {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    });
  if (isKept(response.status)) notesDb.keptAnswers.set(slot, { request: sent, status: response.status, body: await response.clone().text() });
  return response;
}

export const notesHandlers = [
  mockEndpoint(endpoints.notes.list, ({ request }) => {
    const me = signedIn(request).me.id;
    const url = new URL(request.url);
    const q = folded(url.searchParams.get('q') ?? '');
    const course = folded(url.searchParams.get('course') ?? '');
    const mine = notesDb.notes.filter(({ note }) => {
      if (note.owner.id !== me) return false;
      if (course && folded(note.course ?? '') !== course) return false;
      return !q || folded(`${note.title}\n${note.body}`).includes(q);
    });
    return HttpResponse.json(noteListSchema.parse(page(newestFirst(mine.map((stored) => viewNote(stored, me))), url)));
  }),

  mockEndpoint(endpoints.notes.sharedWithMe, ({ request }) => {
    const me = signedIn(request).me.id;
    const shared = notesDb.notes.filter(({ note }) => note.owner.id !== me && note.visibility !== 'private' && mutual(note.owner.id));
    return HttpResponse.json(noteListSchema.parse(page(newestFirst(shared.map((stored) => viewNote(stored, me))), new URL(request.url))));
  }),

  mockEndpoint(endpoints.notes.detail, ({ request, params }) => {
    const found = visibleNote(request, params.id);
    return HttpResponse.json(noteDetailSchema.parse({ ...viewNote(found.stored, found.viewerId), comments: found.stored.comments.slice(0, 50) }));
  }),

  mockEndpoint(endpoints.notes.create, ({ request }) =>
    keyed(request, async () => {
      const { me } = signedIn(request);
      const body = await readBody(request, createNoteBodySchema);
      return HttpResponse.json(seedNote(me, body), { status: 201 });
    }),
  ),

  mockEndpoint(endpoints.notes.update, ({ request, params }) =>
    keyed(request, async () => {
      const body = await readBody(request, updateNoteBodySchema);
      const found = visibleNote(request, params.id, true);
      found.stored.note = { ...found.stored.note, ...body, updatedAt: new Date().toISOString() };
      return HttpResponse.json(viewNote(found.stored, found.viewerId));
    }),
  ),

  mockEndpoint(endpoints.notes.delete, ({ request, params }) =>
    keyed(request, () => {
      const found = visibleNote(request, params.id, true);
      notesDb.notes = notesDb.notes.filter((stored) => stored !== found.stored);
      return HttpResponse.json(deletedSchema.parse({ id: found.stored.note.id }));
    }),
  ),

  mockEndpoint(endpoints.notes.like, ({ request, params }) => {
    const found = visibleNote(request, params.id);
    const { likedBy } = found.stored;
    if (likedBy.has(found.viewerId)) likedBy.delete(found.viewerId);
    else likedBy.add(found.viewerId);
    return HttpResponse.json(noteLikeResponseSchema.parse({ liked: likedBy.has(found.viewerId), likesCount: likedBy.size }));
  }),

  mockEndpoint(endpoints.notes.comment, async ({ request, params }) => {
    const found = visibleNote(request, params.noteId);
    const body = await readBody(request, newNoteCommentBodySchema);
    const author = db.accounts.get(found.viewerId)?.me;
    if (!author) return notFound();
    return HttpResponse.json(seedNoteComment(found.stored.note.id, author, body.body), { status: 201 });
  }),
];
