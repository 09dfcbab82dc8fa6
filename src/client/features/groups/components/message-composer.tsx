import { useId, type FormEvent } from 'react';
import { toast } from 'sonner';
import { GROUP_MESSAGE_MAX } from '../../../../contract/groups.ts';
import { userSummarySchema } from '../../../../contract/users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { HashtagField } from '../../../components/ui/hashtag-field.tsx';
import { catalogue } from '../../../lib/catalogue.ts';
import { useMe } from '../../../lib/me-context.ts';
import { useDraft } from '../../../lib/use-draft.ts';
import { queueGroupMessage, useNewMessage } from '../api/new-message.ts';

/** Writes a message to the group (offline, it waits in the outbox); hashtags light up as they are typed. Ctrl/⌘+Enter sends. */
export function MessageComposer({ groupId }: { groupId: string }) {
  const me = useMe();
  const id = useId();
  const [text, setText] = useDraft(`group:${groupId}`);
  const send = useNewMessage({
    author: userSummarySchema.parse(me),
    mutationConfig: {
      // Nothing is said about the failure (it is logged); the words come back to try again.
      onError: (_error, { message }) => setText((current) => (current ? current : message)),
    },
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (!message) return;
    setText('');
    if (navigator.onLine) send.mutate({ groupId, message });
    else queueGroupMessage({ groupId, message }).catch(() => toast.error(catalogue.error));
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-3 sm:p-4">
      <label htmlFor={id} className="text-sm font-medium text-fg">Write to the group</label>
      <HashtagField
        id={id}
        value={text}
        onChange={setText}
        onSubmit={() => submit()}
        maxLength={GROUP_MESSAGE_MAX}
        placeholder="Share a question, a note or #hashtags"
      />
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted">Tag topics with #hashtags.</p>
        <Button type="submit" disabled={!text.trim()}>
          Post
        </Button>
      </div>
    </form>
  );
}
