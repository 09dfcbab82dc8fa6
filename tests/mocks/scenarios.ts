/*
 * The QA panel's scenarios: each is a data set and a named set of handler overrides put in
 * front of the normal handlers (handlers.ts). An override that answers nothing lets the
 * request go on to the normal handler, so "slow network" only waits and "session expired"
 * only ends the session before the normal handler runs.
 */
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { API_BASE_PATH } from '../../src/contract/endpoints.ts';
import type { DataSet } from './campus-seed.ts';
import { db } from './db.ts';
import { apiError } from './errors.ts';

export const SLOW_NETWORK_MS = 2500;

const everyApiCall = `${API_BASE_PATH}/*`;

export type Scenario = {
  id: string;
  label: string;
  description: string;
  dataSet: DataSet;
  handlers: RequestHandler[];
  /** The browser reports itself offline (navigator.onLine and the offline event) while it runs. */
  offline?: boolean;
};

export const scenarios: readonly Scenario[] = [
  {
    id: 'campus',
    label: 'Normal campus',
    description: 'Ama Mensah with classmates, posts, messages, groups and study material.',
    dataSet: 'campus',
    handlers: [],
  },
  {
    id: 'empty',
    label: 'Empty campus',
    description: 'Ama alone: no posts, messages, groups or notes yet.',
    dataSet: 'empty',
    handlers: [],
  },
  {
    id: 'busy',
    label: 'Busy campus',
    description: 'Many classmates, long feeds and inboxes, several groups.',
    dataSet: 'busy',
    handlers: [],
  },
  {
    id: 'slow',
    label: 'Slow network',
    description: `Every API call waits ${SLOW_NETWORK_MS / 1000} s before it is answered.`,
    dataSet: 'campus',
    handlers: [
      http.all(everyApiCall, async () => {
        await delay(SLOW_NETWORK_MS);
      }),
    ],
  },
  {
    id: 'failing',
    label: 'Every call fails (500)',
    description: 'Every API call answers 500 INTERNAL.',
    dataSet: 'campus',
    handlers: [http.all(everyApiCall, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.'))],
  },
  {
    id: 'expired',
    label: 'Session expired (401)',
    description: 'The next API call finds the session gone and answers 401; signing in again works.',
    dataSet: 'campus',
    handlers: [
      http.all(
        everyApiCall,
        () => {
          db.sessionUserId = null;
        },
        { once: true },
      ),
    ],
  },
  {
    id: 'offline',
    label: 'Offline',
    description: 'The browser reports itself offline and no API call gets through.',
    dataSet: 'campus',
    handlers: [http.all(everyApiCall, () => HttpResponse.error())],
    offline: true,
  },
];

export const DEFAULT_SCENARIO = 'campus';

export function findScenario(id: string | null | undefined): Scenario | undefined {
  return scenarios.find((scenario) => scenario.id === id);
}
