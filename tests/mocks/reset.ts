/* Empties every mock store: before each client test (tests/client/setup.ts) and before the mocked app seeds its data set. */
import { resetDb } from './db.ts';
import { resetFilesDb } from './files-handlers.ts';
import { resetGroups } from './groups-handlers.ts';
import { resetLibrary } from './library-db.ts';
import { resetMessagingDb } from './messaging-handlers.ts';
import { resetNotesDb } from './notes-handlers.ts';
import { resetNotificationsDb } from './notifications-handlers.ts';
import { resetOutlinesDb } from './outlines-handlers.ts';
import { resetPostsDb } from './posts-handlers.ts';
import { resetSafetyDb } from './safety-handlers.ts';
import { resetSearchDb } from './search-handlers.ts';
import { resetStudyDb } from './study-store.ts';
import { resetTasksDb } from './tasks-handlers.ts';
import { resetUploadsDb } from './uploads-handlers.ts';

export function resetMockData(): void {
  resetDb();
  resetPostsDb();
  resetNotificationsDb();
  resetMessagingDb();
  resetGroups();
  resetNotesDb();
  resetStudyDb();
  resetSearchDb();
  resetTasksDb();
  resetOutlinesDb();
  resetLibrary();
  resetFilesDb();
  resetUploadsDb();
  resetSafetyDb();
}
