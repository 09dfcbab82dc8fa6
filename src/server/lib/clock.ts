/** What time it is. The app reads it from `app.clock`, so tests can move time instead of waiting. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
