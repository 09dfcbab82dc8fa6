import { useId } from 'react';

type RadioCardsProps<T extends string> = {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  /** A line under each label saying what the choice means. */
  descriptions: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
  /** The grid's columns from the sm breakpoint up, e.g. "sm:grid-cols-3". */
  columns?: string;
};

/** One choice among a few, each a card with its label and a line of explanation; arrow keys move between them. */
export function RadioCards<T extends string>({ legend, options, labels, descriptions, value, onChange, columns = 'sm:grid-cols-2' }: RadioCardsProps<T>) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-fg">{legend}</legend>
      <div className={`grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer gap-3 rounded-lg border border-line bg-surface p-3 has-checked:border-primary-text has-checked:bg-primary/10 has-focus-visible:outline-2 has-focus-visible:outline-primary-text"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-describedby={`${name}-${option}`}
              className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
            />
            <span className="flex flex-col">
              <span className="font-semibold text-fg">{labels[option]}</span>
              <span id={`${name}-${option}`} className="text-sm text-muted">{descriptions[option]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
