import { TextLink } from '../../../components/ui/text-link.tsx';

/** A group that cannot be shown: deleted, or I am not (or no longer) a member. */
export function GroupGone() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-12 text-center">
      <h1 className="text-xl font-semibold text-fg">This group is not available</h1>
      <p className="max-w-sm text-muted">It may have been deleted, or you are not a member of it.</p>
      <TextLink to="/groups">Back to my groups</TextLink>
    </div>
  );
}
