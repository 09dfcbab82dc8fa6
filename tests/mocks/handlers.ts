/* Every endpoint's MSW handler, in one list: msw/node serves it to Vitest (server.ts), msw/browser to the mocked app (browser/). */
import { accountHandlers } from './account-handlers.ts';
import { authHandlers } from './auth-handlers.ts';
import { filesHandlers } from './files-handlers.ts';
import { groupsHandlers } from './groups-handlers.ts';
import { institutionsHandlers } from './institutions-handlers.ts';
import { libraryHandlers } from './library-handlers.ts';
import { messagingHandlers } from './messaging-handlers.ts';
import { notesHandlers } from './notes-handlers.ts';
import { notificationsHandlers } from './notifications-handlers.ts';
import { outlinesHandlers } from './outlines-handlers.ts';
import { postsHandlers } from './posts-handlers.ts';
import { practiceHandlers } from './practice-handlers.ts';
import { questionsHandlers } from './questions-handlers.ts';
import { safetyHandlers } from './safety-handlers.ts';
import { searchHandlers } from './search-handlers.ts';
import { studyHandlers } from './study-handlers.ts';
import { tasksHandlers } from './tasks-handlers.ts';
import { uploadsHandlers } from './uploads-handlers.ts';
import { usersHandlers } from './users-handlers.ts';

// Practice before the bank: /questions-bank/practice/ must not be taken for a question's /:id.
export const handlers = [...authHandlers, ...accountHandlers, ...usersHandlers, ...institutionsHandlers, ...postsHandlers, ...notificationsHandlers, ...messagingHandlers, ...groupsHandlers, ...notesHandlers, ...studyHandlers, ...searchHandlers, ...tasksHandlers, ...outlinesHandlers, ...practiceHandlers, ...questionsHandlers, ...libraryHandlers, ...filesHandlers, ...uploadsHandlers, ...safetyHandlers];
