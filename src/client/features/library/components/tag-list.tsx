/** Small labels in a row (course, topic, year, tags); the list is named for screen readers. */
export function TagList({ label, tags }: { label: string; tags: (string | number | null | undefined)[] }) {
  const shown = tags.filter((tag): tag is string | number => tag !== null && tag !== undefined && tag !== '');
  if (shown.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5 text-sm">
      {shown.map((tag) => (
        <li key={tag} className="min-w-0 rounded-full bg-muted-surface px-2.5 py-0.5 font-medium wrap-anywhere text-fg">{tag}</li>
      ))}
    </ul>
  );
}
