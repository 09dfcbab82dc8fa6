import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Post } from '../../../../contract/posts.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { formatLongDateTime } from '../../../lib/dates.ts';
import { isOptimistic } from '../../../lib/optimistic-id.ts';
import { linkHashtag } from './hashtag-link.tsx';
import { PostActions } from './post-actions.tsx';
import { PostEditor } from './post-editor.tsx';

/** One post: who wrote it and when, its text with linked hashtags, and what can be done with it. */
/** `status` replaces "Posting…" for a post waiting in the outbox. */
export function PostCard({ post, onDeleted, status }: { post: Post; onDeleted?: () => void; status?: string }) {
  const pending = isOptimistic(post.id);
  const [editing, setEditing] = useState(false);
  const headingId = `post-${post.id}-author`;
  return (
    <article aria-labelledby={headingId} aria-busy={pending || undefined} className={`flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 ${pending ? 'opacity-70' : ''}`}>
      <header className="flex items-center gap-3">
        <Link to="/profile/$userId" params={{ userId: post.author.id }} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar name={post.author.name} url={post.author.avatarUrl} />
        </Link>
        <div className="flex min-w-0 flex-col">
          <Link
            id={headingId}
            to="/profile/$userId"
            params={{ userId: post.author.id }}
            className="truncate font-semibold text-fg hover:underline focus-visible:outline-2 focus-visible:outline-primary-text"
          >
            {post.author.name}
          </Link>
          <span className="truncate text-sm text-muted">
            {post.author.nameOfUniversity ? `${post.author.nameOfUniversity} · ` : ''}
            {pending ? (
              (status ?? 'Posting…')
            ) : (
              <Link to="/posts/$postId" params={{ postId: post.id }} className="hover:underline focus-visible:outline-2 focus-visible:outline-primary-text">
                <TimeAgo iso={post.createdAt} />
              </Link>
            )}
            {!pending && post.updatedAt !== post.createdAt ? (
              <span title={`Edited ${formatLongDateTime(post.updatedAt)}`}> · edited</span>
            ) : null}
          </span>
        </div>
      </header>
      {editing ? (
        <PostEditor post={post} onClose={() => setEditing(false)} />
      ) : (
        <p className="text-base break-words whitespace-pre-line text-fg">
          <RichText text={post.body} renderTag={linkHashtag} />
        </p>
      )}
      <PostActions post={post} onDeleted={onDeleted} onEdit={editing ? undefined : () => setEditing(true)} />
    </article>
  );
}
