import type { UserSummary } from '../../../../contract/users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useSetBlocked } from '../../../lib/blocks.ts';

/**
 * In place of the composer when a block stands between the two: the conversation stays
 * readable, but nobody writes in it. I may lift my own block from here.
 */
export function BlockedNotice({ other, blockedByMe }: { other: UserSummary | undefined; blockedByMe: boolean }) {
  const setBlocked = useSetBlocked();
  const name = other?.name ?? 'this person';
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-line bg-muted-surface px-4 py-3 text-sm text-fg">
      <p className="min-w-0 flex-1">
        {blockedByMe
          ? `You blocked ${name}. This conversation is read only until you unblock them.`
          : `This conversation is read only: one of you has blocked the other.`}
      </p>
      {blockedByMe && other ? (
        <Button variant="secondary" loading={setBlocked.isPending} onClick={() => setBlocked.mutate({ user: other, blocked: false })}>
          Unblock
        </Button>
      ) : null}
    </div>
  );
}
