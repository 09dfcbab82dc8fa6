import { setupServer } from 'msw/node';
import { accountHandlers } from './account-handlers.ts';
import { authHandlers } from './auth-handlers.ts';
import { groupsHandlers } from './groups-handlers.ts';
import { institutionsHandlers } from './institutions-handlers.ts';
import { messagingHandlers } from './messaging-handlers.ts';
import { notificationsHandlers } from './notifications-handlers.ts';
import { postsHandlers } from './posts-handlers.ts';
import { usersHandlers } from './users-handlers.ts';

export const handlers = [...authHandlers, ...accountHandlers, ...usersHandlers, ...institutionsHandlers, ...postsHandlers, ...notificationsHandlers, ...messagingHandlers, ...groupsHandlers];

export const server = setupServer(...handlers);
