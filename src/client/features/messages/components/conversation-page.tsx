import { Link, useNavigate } from '@tanstack/react-router';
import { PersonMenu } from '../../../components/person-menu.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { BackIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeleteConversation } from '../api/delete-conversation.ts';
import { ConversationHeader } from './conversation-header.tsx';
import { ConversationThread } from './conversation-thread.tsx';
import { useOtherParticipant } from './use-other-participant.ts';

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text';

/** /messages/$conversationId: the whole conversation, filling the screen above the bottom bar. */
export function ConversationPage({ conversationId }: { conversationId: string }) {
  const other = useOtherParticipant(conversationId);
  const navigate = useNavigate();
  const remove = useDeleteConversation();
  const { ask, dialog } = useConfirm();
  useDocumentTitle(other ? `Chat with ${other.name}` : 'Messages');

  const confirmDelete = () =>
    ask(() => {
      remove.mutate(conversationId);
      void navigate({ to: '/messages', replace: true });
    }, 'This conversation will be removed from your messages; the other person keeps it.');

  return (
    <section className="-mx-4 -mt-5 -mb-10 flex h-[calc(100dvh-7rem-var(--offline-banner-height,0px))] flex-col overflow-hidden bg-surface sm:mx-0 sm:mt-0 sm:mb-0 sm:h-[calc(100dvh-10.75rem-var(--offline-banner-height,0px))] sm:rounded-2xl sm:border sm:border-line md:h-[calc(100dvh-4.5rem-var(--offline-banner-height,0px))]">
      <ConversationHeader
        other={other}
        start={
          <Link to="/messages" aria-label="Back to messages" className={iconButton}>
            <BackIcon className="size-6" />
          </Link>
        }
        end={
          <>
            <button type="button" aria-label="Delete conversation" onClick={confirmDelete} className={`${iconButton} hover:text-danger-text`}>
              <TrashIcon className="size-5" />
            </button>
            {other ? <PersonMenu user={other} /> : null}
          </>
        }
      />
      <ConversationThread key={conversationId} conversationId={conversationId} other={other} />
      {dialog}
    </section>
  );
}
