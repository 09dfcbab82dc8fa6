/* Ids for optimistic items that the server has not confirmed yet. */
const PREFIX = 'pending-';
let counter = 0;

export function pendingId(): string {
  counter += 1;
  return `${PREFIX}${Date.now().toString(36)}-${counter}`;
}

export function isPending(id: string): boolean {
  return id.startsWith(PREFIX);
}
