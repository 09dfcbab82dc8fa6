import { catalogue } from '../../../lib/catalogue.ts';
import { useQueuedPosts } from '../api/create-post.ts';
import { PostCard } from './post-card.tsx';

/** My posts written offline, at the top of the feed with a "waiting to send" mark until the server has them. */
export function QueuedPosts() {
  const queued = useQueuedPosts();
  if (queued.length === 0) return null;
  return (
    <ul aria-label="Posts waiting to send" className="flex flex-col gap-3">
      {queued.map(({ post, failed }) => (
        <li key={post.id}>
          <PostCard post={post} status={failed ? catalogue.offlineFirst.sendFailed : catalogue.offlineFirst.waitingToSend} />
        </li>
      ))}
    </ul>
  );
}
