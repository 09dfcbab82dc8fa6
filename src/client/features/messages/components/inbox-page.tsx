import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ConversationList } from './conversation-list.tsx';

/** /messages: every conversation, latest activity first. */
export function InboxPage() {
  useDocumentTitle('Messages');
  return (
    <section aria-labelledby="inbox-heading" className="flex flex-col gap-4">
      <h1 id="inbox-heading" className="text-2xl font-bold text-fg">Messages</h1>
      <div className="rounded-2xl border border-line bg-surface p-2 sm:p-3">
        <ConversationList />
      </div>
    </section>
  );
}
