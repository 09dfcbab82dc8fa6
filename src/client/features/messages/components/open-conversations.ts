/*
 * Which conversations are on screen right now (the page or the chat widget). A message
 * arriving in one of them is read at once instead of counted unread. Plain module state:
 * it is UI presence, not server data.
 */
const open = new Map<string, number>();

/** Marks the conversation as shown; call the answer to unmark it. */
export function showConversation(conversationId: string): () => void {
  open.set(conversationId, (open.get(conversationId) ?? 0) + 1);
  return () => {
    const count = (open.get(conversationId) ?? 1) - 1;
    if (count <= 0) open.delete(conversationId);
    else open.set(conversationId, count);
  };
}

export function isConversationShown(conversationId: string): boolean {
  return open.has(conversationId);
}
