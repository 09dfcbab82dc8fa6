import { useId } from 'react';

type SwitchProps = {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** An on/off switch with a visible label; the whole row is the 44 px touch target. */
export function Switch({ label, description, checked, disabled, onCheckedChange }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center justify-between gap-4 py-2">
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm font-medium text-fg">{label}</label>
        {description ? <p id={`${id}-desc`} className="text-sm text-muted">{description}</p> : null}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-desc` : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className="group inline-flex h-11 w-14 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text disabled:opacity-60"
      >
        <span aria-hidden="true" className={`flex h-7 w-12 items-center rounded-full p-0.5 transition-colors ${checked ? 'bg-primary' : 'bg-line-strong'}`}>
          <span className={`size-6 rounded-full shadow transition-transform ${checked ? 'translate-x-5 bg-on-primary' : 'translate-x-0 bg-white'}`} />
        </span>
      </button>
    </div>
  );
}
