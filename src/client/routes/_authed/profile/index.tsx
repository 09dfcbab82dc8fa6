import { createFileRoute } from '@tanstack/react-router';
import { AuthorPosts } from '../../../features/feed/components/author-posts.tsx';
import { userProfileQueryOptions } from '../../../features/profile/api/get-user-profile.ts';
import { MyProfile } from '../../../features/profile/components/my-profile.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';

export const Route = createFileRoute('/_authed/profile/')({
  loader: ({ context }) => {
    const me = useSessionStore.getState().user;
    // The counts are a nice-to-have: start the request, do not hold the page for it.
    if (me) void context.queryClient.prefetchQuery(userProfileQueryOptions(me.id));
  },
  component: MyProfilePage,
});

function MyProfilePage() {
  const me = useSessionStore((state) => state.user);
  return (
    <>
      <MyProfile />
      {me ? <AuthorPosts authorId={me.id} /> : null}
    </>
  );
}
