import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_BODY_MAX } from '../../../../contract/messaging.ts';
import { SendIcon } from '../../../components/ui/icons.tsx';
import { useDraft } from '../../../lib/use-draft.ts';

type ComposerProps = {
  /** Whose draft the box keeps. */
  conversationId: string;
  onSend: (body: string) => void;
  onTyping: () => void;
  /** Puts the caret in the box when the conversation opens (not on phones, where it would pop the keyboard). */
  autoFocus?: boolean;
};

const COUNTER_FROM = MESSAGE_BODY_MAX - 200;

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function Composer({ conversationId, onSend, onTyping, autoFocus = false }: ComposerProps) {
  const id = useId();
  const [text, setText] = useDraft(`message:${conversationId}`);
  const body = text.trim();
  const tooLong = body.length > MESSAGE_BODY_MAX;
  const canSend = body.length > 0 && !tooLong;

  const send = () => {
    if (!canSend) return;
    onSend(body);
    setText('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-line p-2 sm:p-3">
      <div className="flex min-w-0 flex-1 flex-col">
        <label htmlFor={id} className="sr-only">Write a message</label>
        <textarea
          id={id}
          rows={1}
          value={text}
          autoFocus={autoFocus}
          placeholder="Write a message…"
          aria-invalid={tooLong || undefined}
          aria-describedby={text.length >= COUNTER_FROM ? `${id}-count` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) onTyping();
          }}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-11 w-full resize-none rounded-2xl border border-line bg-page px-4 py-2.5 text-base text-fg [field-sizing:content] placeholder:text-muted focus:border-primary-text focus:outline-2 focus:outline-primary-text aria-[invalid=true]:border-danger"
        />
        {text.length >= COUNTER_FROM ? (
          <p id={`${id}-count`} className={`px-2 pt-1 text-xs ${tooLong ? 'font-semibold text-danger-text' : 'text-muted'}`}>
            {body.length} / {MESSAGE_BODY_MAX}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        aria-label="Send"
        disabled={!canSend}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-on-primary hover:bg-hover hover:text-on-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text disabled:cursor-not-allowed disabled:opacity-50"
      >
        <SendIcon className="size-5" />
      </button>
    </form>
  );
}
