import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { postQueryOptions } from '../../features/feed/api/get-post.ts';
import { PostPage } from '../../features/feed/components/post-page.tsx';

const paramsSchema = z.object({ postId: idSchema });

export const Route = createFileRoute('/_authed/posts/$postId')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(postQueryOptions(params.postId)),
  component: PostRoute,
});

function PostRoute() {
  const { postId } = Route.useParams();
  return <PostPage postId={postId} />;
}
