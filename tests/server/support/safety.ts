/*
 * What the safety suites do again and again: blocking, reporting, and making the objects
 * reports and blocks are about (posts, comments, conversations, groups) through the API.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { groupCommentSchema, groupMessageSchema, groupSchema, type Group, type GroupComment, type GroupMessage } from '../../../src/contract/groups.ts';
import { chatMessageSchema, conversationSchema, type Message } from '../../../src/contract/messaging.ts';
import { postCommentSchema, postSchema, type Post, type PostComment } from '../../../src/contract/posts.ts';
import { reportDetailSchema, type CreateReportBody, type ReportDetail } from '../../../src/contract/safety.ts';
import type { App } from '../../../src/server/app.ts';
import { as, signUp, type TestUser } from './users.ts';

export const ADMIN_EMAIL = 'admin@campus.test';

/** The admin of the suite's app (ADMIN_EMAILS in testConfig); one per app. */
export const signUpAdmin = (app: App) => signUp(app, { name: 'Admin Adjoa', email: ADMIN_EMAIL });

export async function blockUser(app: App, who: TestUser, whom: TestUser): Promise<void> {
  const response = await as(app, who)({ method: 'POST', url: `/api/v1/auth/block/${whom.user.id}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ blocked: true });
}

export async function unblockUser(app: App, who: TestUser, whom: TestUser): Promise<void> {
  const response = await as(app, who)({ method: 'DELETE', url: `/api/v1/auth/block/${whom.user.id}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ blocked: false });
}

export function fileReport(app: App, reporter: TestUser, body: Partial<CreateReportBody> & Record<string, unknown>): Promise<LightMyRequestResponse> {
  return as(app, reporter)({ method: 'POST', url: '/api/v1/reports', payload: { reason: 'spam', ...body } });
}

/** Files a new report and answers its id. */
export async function reportOf(app: App, reporter: TestUser, body: Partial<CreateReportBody>): Promise<string> {
  const response = await fileReport(app, reporter, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

export async function reportDetail(app: App, admin: TestUser, id: string): Promise<ReportDetail> {
  const response = await as(app, admin)({ method: 'GET', url: `/api/v1/admin/reports/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return reportDetailSchema.parse(response.json());
}

export async function resolve(app: App, admin: TestUser, id: string, action: string, note?: string): Promise<ReportDetail> {
  const response = await as(app, admin)({ method: 'POST', url: `/api/v1/admin/reports/${id}/resolve`, payload: { action, note } });
  expect(response.statusCode, response.body).toBe(200);
  return reportDetailSchema.parse(response.json());
}

export async function createPost(app: App, author: TestUser, body = 'Land law revision tonight #Land'): Promise<Post> {
  const response = await as(app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body } });
  expect(response.statusCode, response.body).toBe(201);
  return postSchema.parse(response.json());
}

export async function commentOnPost(app: App, author: TestUser, postId: string, body = 'Agreed'): Promise<PostComment> {
  const response = await as(app, author)({ method: 'POST', url: '/api/v1/posts/new-comment', payload: { postId, body } });
  expect(response.statusCode, response.body).toBe(201);
  return postCommentSchema.parse(response.json());
}

export async function openConversation(app: App, from: TestUser, to: TestUser): Promise<string> {
  const response = await as(app, from)({ method: 'POST', url: '/api/v1/messaging/conversation/newConversation', payload: { participantId: to.user.id } });
  expect([200, 201], response.body).toContain(response.statusCode);
  return conversationSchema.parse(response.json()).id;
}

export async function sendMessage(app: App, from: TestUser, conversationId: string, body: string): Promise<Message> {
  const response = await as(app, from)({ method: 'POST', url: '/api/v1/messaging/conversation/newMessage', payload: { conversationId, body } });
  expect(response.statusCode, response.body).toBe(201);
  return chatMessageSchema.parse(response.json());
}

/** A group of `owner` with `members` in it (each invited and accepting). */
export async function groupWith(app: App, owner: TestUser, members: TestUser[], name = 'Contract Law study'): Promise<Group> {
  const group = groupSchema.parse((await as(app, owner)({ method: 'POST', url: '/api/v1/groups/create', payload: { name } })).json());
  for (const member of members) {
    const invite = await as(app, owner)({ method: 'POST', url: '/api/v1/groups/invite', payload: { groupId: group.id, email: member.email } });
    expect(invite.statusCode, invite.body).toBe(201);
    const inviteId = invite.json<{ id: string }>().id;
    const joined = await as(app, member)({ method: 'POST', url: '/api/v1/groups/response-to-invite', payload: { inviteId, choice: true } });
    expect(joined.statusCode, joined.body).toBe(200);
  }
  return group;
}

export async function postInGroup(app: App, author: TestUser, groupId: string, message: string): Promise<GroupMessage> {
  const response = await as(app, author)({ method: 'POST', url: '/api/v1/groups/new-message', payload: { groupId, message } });
  expect(response.statusCode, response.body).toBe(201);
  return groupMessageSchema.parse(response.json());
}

export async function commentInGroup(app: App, author: TestUser, groupMessageId: string, message: string): Promise<GroupComment> {
  const response = await as(app, author)({ method: 'POST', url: '/api/v1/groups/new-comment', payload: { groupMessageId, message } });
  expect(response.statusCode, response.body).toBe(201);
  return groupCommentSchema.parse(response.json());
}
