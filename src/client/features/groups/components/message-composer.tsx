import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { GROUP_MESSAGE_MAX } from '../../../../contract/groups.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useMe } from '../../../lib/me-context.ts';
import { useNewMessage } from '../api/new-message.ts';
import { HashtagText } from './hashtag-text.tsx';

// The textarea and its highlight layer must lay text out identically.
const textBox = 'min-h-28 w-full px-3 py-2 text-base leading-6 whitespace-pre-wrap break-words font-[inherit]';

/** Writes a message to the group; hashtags light up as they are typed. Ctrl/⌘+Enter sends. */
export function MessageComposer({ groupId }: { groupId: string }) {
  const me = useMe();
  const id = useId();
  const [text, setText] = useState('');
  const backdrop = useRef<HTMLDivElement>(null);
  const send = useNewMessage({
    author: { id: me.id, name: me.name, avatarUrl: me.avatarUrl, institutionId: me.institutionId, nameOfUniversity: me.nameOfUniversity },
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
    send.mutate({ groupId, message });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-3 sm:p-4">
      <label htmlFor={id} className="text-sm font-medium text-fg">Write to the group</label>
      <div className="relative rounded-lg border border-line bg-surface focus-within:border-primary-text focus-within:outline-2 focus-within:outline-primary-text">
        <div ref={backdrop} aria-hidden="true" className={`${textBox} pointer-events-none absolute inset-0 overflow-hidden text-fg`}>
          <HashtagText text={text} />
          {/* A trailing newline needs something after it to take up its line. */}
          {'\u200b'}
        </div>
        <textarea
          id={id}
          value={text}
          maxLength={GROUP_MESSAGE_MAX}
          placeholder="Share a question, a note or #hashtags"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onScroll={(event) => backdrop.current?.scrollTo({ top: event.currentTarget.scrollTop })}
          className={`${textBox} relative block resize-y rounded-lg bg-transparent text-transparent caret-[var(--color-fg)] outline-none placeholder:text-muted`}
        />
      </div>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted">Tag topics with #hashtags.</p>
        <Button type="submit" disabled={!text.trim()}>
          Post
        </Button>
      </div>
    </form>
  );
}
