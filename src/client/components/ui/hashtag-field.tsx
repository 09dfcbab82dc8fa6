/*
 * A textarea whose hashtags are highlighted as the user types: the text is drawn a second
 * time behind a transparent textarea, with the tags marked. Both layers share padding,
 * font and wrapping, and the backdrop follows the textarea's scroll. The caller gives the
 * label (by `id`) and whatever goes around it (counter, hint, buttons).
 */
import { useRef, type KeyboardEvent, type TextareaHTMLAttributes } from 'react';
import { HashtagText } from './hashtag-text.tsx';

type HashtagFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'className'> & {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd + Enter. */
  onSubmit?: () => void;
};

const layer = 'px-3 py-2 text-base leading-6 break-words whitespace-pre-wrap';

export function HashtagField({ value, onChange, onSubmit, ...textarea }: HashtagFieldProps) {
  const backdrop = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && onSubmit) {
      event.preventDefault();
      onSubmit();
    }
  };

  return (
    <div className="relative rounded-lg border border-line bg-surface focus-within:border-primary-text focus-within:outline-2 focus-within:outline-primary-text">
      <div ref={backdrop} aria-hidden="true" className={`${layer} pointer-events-none absolute inset-0 overflow-hidden text-fg`}>
        <HashtagText text={value} />
        {/* A trailing newline needs a character after it to take up a line. */}
        {'\u200b'}
      </div>
      <textarea
        {...textarea}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onScroll={(event) => {
          if (backdrop.current) backdrop.current.scrollTop = event.currentTarget.scrollTop;
        }}
        className={`${layer} relative block max-h-80 min-h-24 w-full resize-y bg-transparent text-transparent caret-fg outline-none placeholder:text-muted disabled:opacity-60`}
      />
    </div>
  );
}
