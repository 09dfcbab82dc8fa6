import { initials } from '../../lib/initials.ts';
import { useLowData } from '../../lib/use-low-data.ts';

type AvatarProps = { name: string; url: string | null; size?: 'sm' | 'md' | 'lg' | 'xl' };

const sizes = { sm: 'size-9 text-sm', md: 'size-11 text-base', lg: 'size-16 text-xl', xl: 'size-24 text-3xl' };

/** The user's picture, or their initials (always in low-data mode). Decorative: the name is shown beside it. */
export function Avatar({ name, url, size = 'md' }: AvatarProps) {
  const lowData = useLowData();
  const className = `${sizes[size]} shrink-0 rounded-full object-cover`;
  if (url && !lowData) return <img src={url} alt="" className={className} loading="lazy" decoding="async" />;
  return (
    <span aria-hidden="true" className={`${className} inline-flex items-center justify-center bg-secondary font-semibold text-on-secondary`}>
      {initials(name)}
    </span>
  );
}
