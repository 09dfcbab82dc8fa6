import { useId, type InputHTMLAttributes, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

type FieldShell = { label: string; hint?: string; error?: string };

const inputClass =
  'min-h-11 w-full rounded-lg border border-line bg-surface px-3 py-2 text-base text-fg placeholder:text-muted focus:border-primary-text focus:outline-2 focus:outline-primary-text aria-[invalid=true]:border-danger';

function Describe({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? <p id={`${id}-hint`} className="text-sm text-muted">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="text-sm font-medium text-danger-text">{error}</p> : null}
    </>
  );
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** `suggestions` are offered as the field is typed in (a datalist); any other text may still be typed. */
export function TextField({ label, hint, error, className = '', suggestions, ...rest }: FieldShell & InputHTMLAttributes<HTMLInputElement> & { suggestions?: string[]; ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-fg">{label}</label>
      <input id={id} list={suggestions ? `${id}-suggestions` : undefined} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={inputClass} {...rest} />
      {suggestions ? (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
      <Describe id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextArea({ label, hint, error, className = '', ...rest }: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-fg">{label}</label>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={`${inputClass} min-h-28`} {...rest} />
      <Describe id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({ label, hint, error, className = '', children, ...rest }: FieldShell & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-fg">{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={inputClass} {...rest}>
        {children}
      </select>
      <Describe id={id} hint={hint} error={error} />
    </div>
  );
}
