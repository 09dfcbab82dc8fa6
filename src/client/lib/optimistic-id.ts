/* Ids for items shown before the server has saved them (optimistic stand-ins); the server's answer replaces them. */
const PREFIX = 'pending-';
let counter = 0;

export function optimisticId(): string {
  counter += 1;
  return `${PREFIX}${Date.now().toString(36)}-${counter}`;
}

/** Whether `id` is a stand-in's: such an item cannot be liked, shared or deleted yet. */
export function isOptimistic(id: string): boolean {
  return id.startsWith(PREFIX);
}

/** The stand-in id of a write waiting in the outbox under `queuedId`: stable across renders and reloads. */
export function optimisticIdOf(queuedId: string): string {
  return `${PREFIX}${queuedId}`;
}
