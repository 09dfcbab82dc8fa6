/* Writing notes and making collaborators through the API, as the notes suites need them. */
import { expect } from 'vitest';
import { noteDetailSchema, noteSchema, type CreateNoteBody, type Note, type NoteDetail, type NoteVisibility } from '../../../src/contract/notes.ts';
import type { App } from '../../../src/server/app.ts';
import { as, signUp, type TestUser } from './users.ts';

export async function createNote(app: App, owner: TestUser, fields: Partial<CreateNoteBody> = {}): Promise<Note> {
  const response = await as(
    app,
    owner,
  )({ method: 'POST', url: '/api/v1/notes/create', payload: { title: 'Equity maxims', body: '# Equity', ...fields } });
  expect(response.statusCode, response.body).toBe(201);
  return noteSchema.parse(response.json());
}

/** The note as `viewer` reads it; fails the test unless they may see it. */
export async function readNote(app: App, viewer: TestUser, id: string): Promise<NoteDetail> {
  const response = await as(app, viewer)({ method: 'GET', url: `/api/v1/notes/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return noteDetailSchema.parse(response.json());
}

/** Makes the two mutual collaborators: each asks the other. */
export async function collaborateBothWays(app: App, one: TestUser, other: TestUser): Promise<void> {
  await askToCollaborate(app, one, other);
  await askToCollaborate(app, other, one);
}

export async function askToCollaborate(app: App, from: TestUser, to: TestUser): Promise<void> {
  const response = await as(app, from)({ method: 'POST', url: `/api/v1/auth/toggle-collaborate/${to.user.id}` });
  expect(response.statusCode, response.body).toBe(200);
}

/** Everyone a note's visibility treats differently: its owner, a mutual collaborator, one-way collaborators each way, a stranger. */
export const noteViewers = ['owner', 'mutual', 'askedOwner', 'askedByOwner', 'stranger'] as const;
export type NoteViewer = (typeof noteViewers)[number];

/** Who sees a note of each visibility. */
export const noteSeenBy: Record<NoteVisibility, NoteViewer[]> = {
  private: ['owner'],
  collaborators: ['owner', 'mutual'],
  public: [...noteViewers],
};

/** Signs up the note viewers, related to the owner as their names say. */
export async function signUpNoteViewers(app: App): Promise<Record<NoteViewer, TestUser>> {
  const people = {} as Record<NoteViewer, TestUser>;
  for (const name of noteViewers) people[name] = await signUp(app, { name });
  await collaborateBothWays(app, people.owner, people.mutual);
  await askToCollaborate(app, people.askedOwner, people.owner);
  await askToCollaborate(app, people.owner, people.askedByOwner);
  return people;
}
