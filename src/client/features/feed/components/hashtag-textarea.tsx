import { useId, type ReactNode } from 'react';
import { HashtagField } from '../../../components/ui/hashtag-field.tsx';

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

/** The feed's text box for posts and comments: hashtags highlighted, and a counter that turns red past `max`. */
export function HashtagTextarea({ label, value, max, rows = 3, children, ...field }: HashtagTextareaProps) {
  const id = useId();
  const over = value.trim().length > max;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="sr-only">{label}</label>
      <HashtagField {...field} id={id} value={value} rows={rows} aria-invalid={over || undefined} aria-describedby={`${id}-count`} />
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
