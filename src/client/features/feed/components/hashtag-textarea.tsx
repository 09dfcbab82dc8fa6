/*
 * A textarea whose hashtags are highlighted as the user types: the text is drawn a second
 * time behind a transparent textarea, with the tags marked. Both layers share padding,
 * font and wrapping, and the backdrop follows the textarea's scroll.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { segmentHashtags } from '../../../lib/hashtags.ts';

type HashtagTextareaProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  placeholder?: string;
  rows?: number;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Ctrl/Cmd + Enter. */
  onSubmit?: () => void;
  /** Shown on the counter's row, e.g. the submit button. */
  children?: ReactNode;
};

const layer = 'px-3 py-2 text-base leading-6 break-words whitespace-pre-wrap';

export function HashtagTextarea({ label, value, onChange, max, placeholder, rows = 3, disabled, autoFocus, onSubmit, children }: HashtagTextareaProps) {
  const id = useId();
  const backdrop = useRef<HTMLDivElement>(null);
  const over = value.trim().length > max;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && onSubmit) {
      event.preventDefault();
      onSubmit();
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="sr-only">{label}</label>
      <div className="relative rounded-lg border border-line bg-surface focus-within:border-primary-text focus-within:outline-2 focus-within:outline-primary-text">
        <div ref={backdrop} aria-hidden="true" className={`${layer} pointer-events-none absolute inset-0 overflow-hidden text-fg`}>
          {segmentHashtags(value).map((segment, index) =>
            segment.kind === 'tag' ? (
              <mark key={index} data-hashtag={segment.tag} className="rounded-sm bg-secondary/35 text-primary-text">
                {segment.text}
              </mark>
            ) : (
              <span key={index}>{segment.text}</span>
            ),
          )}
          {/* A trailing newline needs a character after it to take up a line. */}
          {'\u200b'}
        </div>
        <textarea
          id={id}
          value={value}
          rows={rows}
          disabled={disabled}
          autoFocus={autoFocus}
          placeholder={placeholder}
          aria-invalid={over || undefined}
          aria-describedby={`${id}-count`}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onScroll={(event) => {
            if (backdrop.current) backdrop.current.scrollTop = event.currentTarget.scrollTop;
          }}
          className={`${layer} relative block max-h-80 min-h-24 w-full resize-y bg-transparent text-transparent caret-fg outline-none placeholder:text-muted disabled:opacity-60`}
        />
      </div>
      <div className="flex items-center justify-between gap-3">
        <p id={`${id}-count`} className={`text-sm tabular-nums ${over ? 'font-semibold text-danger-text' : 'text-muted'}`}>
          <span className="sr-only">Characters used: </span>
          {value.trim().length} / {max}
        </p>
        {children}
      </div>
    </div>
  );
}
