type SpinnerProps = { className?: string; label?: string };

/** A spinning ring; pass `label` when the spinner is the only sign of progress. */
export function Spinner({ className = 'size-5', label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} aria-label={label} className="inline-flex items-center justify-center">
      <span aria-hidden="true" className={`${className} animate-spin rounded-full border-2 border-current border-t-transparent`} />
    </span>
  );
}
