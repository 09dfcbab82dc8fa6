import { PostList } from './post-list.tsx';

/** A profile's posts: everything `authorId` wrote, newest first. */
export function AuthorPosts({ authorId }: { authorId: string }) {
  return (
    <section aria-labelledby="author-posts" className="mt-5 flex flex-col gap-3">
      <h2 id="author-posts" className="text-lg font-semibold text-fg">Posts</h2>
      <PostList filter={{ scope: 'all', authorId }} label="Profile posts" empty="No posts yet." />
    </section>
  );
}
