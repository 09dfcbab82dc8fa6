import { useNavigate } from '@tanstack/react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeleteGroup } from '../api/delete-group.ts';
import { useGroupDetail } from '../api/get-group.ts';
import { GroupGone } from './group-gone.tsx';
import { GroupSettingsForm } from './group-settings-form.tsx';

/** Editing a group (owner, admin) and deleting it (owner), behind the confirmation. */
export function GroupSettingsPage({ groupId }: { groupId: string }) {
  const detail = useGroupDetail(groupId);
  const group = detail.data?.pages[0]?.group;
  const navigate = useNavigate();
  const { ask, dialog } = useConfirm();
  const remove = useDeleteGroup({ mutationConfig: { onSuccess: () => navigate({ to: '/groups', replace: true }) } });
  useDocumentTitle(group ? `${group.name}: settings` : 'Group settings');

  if (detail.isPending) return <Spinner label="Loading the group" />;
  if (!group) return <GroupGone />;

  return (
    <div className="flex flex-col gap-5">
      <div>
        <TextLink to="/groups/$groupId" params={{ groupId }} search={{}}>
          ← Back to {group.name}
        </TextLink>
        <h1 className="text-2xl font-bold text-fg">Group settings</h1>
      </div>
      {group.myRole === 'member' ? (
        <p className="rounded-2xl border border-line bg-surface p-4 text-muted">Only the group owner or an admin can change this group.</p>
      ) : (
        <section aria-labelledby="group-details" className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
          <h2 id="group-details" className="mb-4 text-lg font-semibold text-fg">Details</h2>
          <GroupSettingsForm key={group.id} group={group} />
        </section>
      )}
      {group.myRole === 'owner' ? (
        <section aria-labelledby="group-danger" className="flex flex-col gap-3 rounded-2xl border border-danger bg-surface p-4 sm:p-6">
          <h2 id="group-danger" className="text-lg font-semibold text-fg">Delete group</h2>
          <p className="text-sm text-muted">The group, its messages and comments go for everyone. This cannot be undone.</p>
          <Button
            variant="danger"
            className="self-start"
            onClick={() => ask(() => remove.mutateAsync(groupId).catch(() => undefined), 'This group and its posts will be deleted for everyone.')}
          >
            Delete group
          </Button>
        </section>
      ) : null}
      {dialog}
    </div>
  );
}
