import type { GroupMessage } from '../../../../contract/groups.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { catalogue } from '../../../lib/catalogue.ts';
import { hasHashtag } from '../../../lib/hashtags.ts';
import { useLoadMore } from '../../../lib/use-load-more.ts';
import { useDeletePost } from '../api/delete-post.ts';
import { useGroupDetail } from '../api/get-group.ts';
import { useQueuedGroupMessages } from '../api/new-message.ts';
import { HashtagPanel } from './hashtag-panel.tsx';
import { MessageCard } from './message-card.tsx';
import { MessageComposer } from './message-composer.tsx';
import { BlockedFold } from '../../../components/blocked-fold.tsx';

type MessageFeedProps = { groupId: string; tag: string | undefined; onTag: (tag: string | undefined) => void };

/** The composer, the hashtag filter and the posts, newest first (mine written offline on top, marked); older ones load on scroll. */
export function MessageFeed({ groupId, tag, onTag }: MessageFeedProps) {
  const detail = useGroupDetail(groupId);
  const queued = useQueuedGroupMessages(groupId);
  const remove = useDeletePost({ groupId });
  const { ask, dialog } = useConfirm();
  const canLoadMore = detail.hasNextPage && !detail.isFetchingNextPage;
  const sentinel = useLoadMore<HTMLDivElement>(() => void detail.fetchNextPage(), canLoadMore);

  const first = detail.data?.pages[0];
  if (!first) return null;
  const { group, hashtags } = first;
  const messages = (detail.data?.pages ?? []).flatMap((page) => page.group.messages);
  const shown = tag ? messages.filter((message) => hasHashtag(message.hashtags, tag)) : messages;
  const waiting = tag ? queued.filter(({ message }) => hasHashtag(message.hashtags, tag)) : queued;

  const onDelete = (message: GroupMessage) => ask(() => remove.mutateAsync(message.id).catch(() => undefined), 'This post will be deleted for everyone in the group.');

  return (
    <div className="flex flex-col gap-4">
      <MessageComposer groupId={groupId} />
      <HashtagPanel hashtags={hashtags} selected={tag} onSelect={onTag} />
      {tag ? (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-muted">
          Showing posts tagged <strong className="min-w-0 [overflow-wrap:anywhere] text-fg">#{tag}</strong>
          <button type="button" onClick={() => onTag(undefined)} className="min-h-11 rounded-lg px-2 font-semibold text-primary-text hover:underline">
            Show all posts
          </button>
        </p>
      ) : null}
      {shown.length === 0 && waiting.length === 0 && !detail.hasNextPage ? (
        <p className="rounded-2xl border border-dashed border-line-strong bg-surface p-6 text-center text-muted">
          {tag ? 'No posts carry this hashtag.' : 'No posts yet. Start the conversation!'}
        </p>
      ) : null}
      <section aria-label="Posts" className="flex flex-col gap-3">
        {waiting.map(({ message, failed }) => (
          <MessageCard
            key={message.id}
            message={message}
            groupName={group.name}
            myRole={group.myRole}
            onTag={onTag}
            onDelete={onDelete}
            status={failed ? catalogue.offlineFirst.sendFailed : catalogue.offlineFirst.waitingToSend}
          />
        ))}
        {shown.map((message) => (
          <BlockedFold key={message.id} authorId={message.author.id}>
            <MessageCard message={message} groupName={group.name} myRole={group.myRole} onTag={onTag} onDelete={onDelete} />
          </BlockedFold>
        ))}
      </section>
      <div ref={sentinel} />
      {detail.hasNextPage ? (
        <Button variant="secondary" loading={detail.isFetchingNextPage} onClick={() => void detail.fetchNextPage()}>
          Load older posts
        </Button>
      ) : null}
      {dialog}
    </div>
  );
}
