import { TapToLoad } from '../../../components/ui/tap-to-load.tsx';
import { initials } from '../../../lib/initials.ts';

const size = 'h-48 w-32 shrink-0 rounded-lg border border-line';

/** A book's cover; in low-data mode a plain card with the title's initials until "Show cover" is tapped. */
export function BookCover({ title, url }: { title: string; url: string }) {
  const placeholder = (
    <span aria-hidden="true" className={`${size} flex items-center justify-center bg-muted-surface text-3xl font-semibold text-muted`}>
      {initials(title)}
    </span>
  );
  return (
    <TapToLoad label="Show cover" variant="secondary" placeholder={placeholder} className="shrink-0">
      <img src={url} alt={`Cover of ${title}`} className={`${size} object-cover`} />
    </TapToLoad>
  );
}
