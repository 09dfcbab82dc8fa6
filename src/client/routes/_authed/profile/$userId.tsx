import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../../contract/common.ts';
import { AuthorPosts } from '../../../features/feed/components/author-posts.tsx';
import { StartConversationButton } from '../../../features/messages/components/start-conversation-button.tsx';
import { userProfileQueryOptions } from '../../../features/profile/api/get-user-profile.ts';
import { UserProfileView } from '../../../features/profile/components/user-profile-view.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';

const paramsSchema = z.object({ userId: idSchema });

export const Route = createFileRoute('/_authed/profile/$userId')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  beforeLoad: ({ params }) => {
    // My own profile has its own page, with editing.
    if (params.userId === useSessionStore.getState().user?.id) throw redirect({ to: '/profile', replace: true });
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(userProfileQueryOptions(params.userId)),
  component: UserProfilePage,
});

function UserProfilePage() {
  const { userId } = Route.useParams();
  return (
    <>
      <UserProfileView userId={userId} actions={<StartConversationButton userId={userId} className="flex-1 sm:flex-none" />} />
      <AuthorPosts authorId={userId} />
    </>
  );
}
