import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { groupDetailQueryOptions } from '../../features/groups/api/get-group.ts';
import { GroupPage } from '../../features/groups/components/group-page.tsx';

const paramsSchema = z.object({ groupId: idSchema });
const searchSchema = z.object({
  tab: z.enum(['messages', 'members']).optional().catch(undefined),
  tag: z.string().trim().min(1).max(100).optional().catch(undefined),
});

export const Route = createFileRoute('/_authed/groups/$groupId/')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  validateSearch: (raw: Record<string, unknown>) => searchSchema.parse(raw),
  // A group I cannot see is shown as gone by the page; the loader only warms the cache (a saved copy shows at once, offline too).
  loader: ({ context, params }) => context.queryClient.ensureInfiniteQueryData(groupDetailQueryOptions(params.groupId)).catch(() => undefined),
  component: GroupRoute,
});

function GroupRoute() {
  const { groupId } = Route.useParams();
  const { tab, tag } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <GroupPage
      groupId={groupId}
      tab={tab ?? 'messages'}
      tag={tag}
      onTag={(next) => void navigate({ search: next ? { tag: next } : {} })}
    />
  );
}
