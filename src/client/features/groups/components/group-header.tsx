import { Link } from '@tanstack/react-router';
import type { Group } from '../../../../contract/groups.ts';
import { SettingsIcon } from '../../../components/ui/icons.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useTopics } from '../api/get-topics.ts';
import { GroupIcon } from './group-icon.tsx';
import { RoleBadge } from './role-badge.tsx';

export function GroupHeader({ group }: { group: Group }) {
  const topics = useTopics();
  const topic = topics.data?.items.find((item) => item.id === group.topicId);
  return (
    <header className="flex flex-col gap-2">
      <TextLink to="/groups" className="self-start">← All groups</TextLink>
      <div className="flex items-start gap-3">
        <GroupIcon name={group.name} icon={group.groupIcon} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold break-words text-fg">{group.name}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <RoleBadge role={group.myRole} />
            {topic ? <span>{topic.name}</span> : null}
          </p>
        </div>
        {group.myRole !== 'member' ? (
          <Link
            to="/groups/$groupId/settings"
            params={{ groupId: group.id }}
            aria-label="Group settings"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text"
          >
            <SettingsIcon className="size-6" />
          </Link>
        ) : null}
      </div>
      {group.description ? <p className="whitespace-pre-line text-fg">{group.description}</p> : null}
    </header>
  );
}
