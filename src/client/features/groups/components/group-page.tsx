import { Link } from '@tanstack/react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGroupDetail } from '../api/get-group.ts';
import { GroupGone } from './group-gone.tsx';
import { GroupHeader } from './group-header.tsx';
import { MembersPanel } from './members-panel.tsx';
import { MessageFeed } from './message-feed.tsx';

export type GroupTab = 'messages' | 'members';

type GroupPageProps = {
  groupId: string;
  tab: GroupTab;
  tag: string | undefined;
  onTag: (tag: string | undefined) => void;
};

const tabClass =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-lg px-4 text-sm font-semibold text-muted hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text aria-[current=page]:bg-primary aria-[current=page]:text-on-primary sm:flex-none';

/** A group: its posts or its members, one at a time (phones first). The router marks the current tab. */
export function GroupPage({ groupId, tab, tag, onTag }: GroupPageProps) {
  const detail = useGroupDetail(groupId);
  const group = detail.data?.pages[0]?.group;
  useDocumentTitle(group?.name ?? 'Group');

  if (detail.isPending) return <Spinner label="Loading the group" />;
  if (!group) return <GroupGone />;

  return (
    <div className="flex flex-col gap-5">
      <GroupHeader group={group} />
      <nav aria-label="Group sections" className="flex gap-2 rounded-xl border border-line bg-surface p-1">
        <Link to="/groups/$groupId" params={{ groupId }} search={tag ? { tag } : {}} activeOptions={{ exact: true }} className={tabClass}>
          Posts
        </Link>
        <Link to="/groups/$groupId" params={{ groupId }} search={{ tab: 'members' }} activeOptions={{ exact: true }} className={tabClass}>
          Members ({group.users.length})
        </Link>
      </nav>
      {tab === 'members' ? <MembersPanel group={group} /> : <MessageFeed groupId={groupId} tag={tag} onTag={onTag} />}
    </div>
  );
}
