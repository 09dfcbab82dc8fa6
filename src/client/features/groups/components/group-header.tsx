import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { Group } from '../../../../contract/groups.ts';
import { BackIcon, ChevronIcon, SettingsIcon } from '../../../components/ui/icons.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useTopics } from '../api/get-topics.ts';
import { GroupIcon } from './group-icon.tsx';
import { RoleBadge } from './role-badge.tsx';

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text';

/**
 * The group's name, role, topic and description. On a phone it is one compact row (back,
 * small icon, name, settings) with the description behind "About", so the posts start on
 * the first screen; from `sm` up everything shows.
 */
export function GroupHeader({ group }: { group: Group }) {
  const topics = useTopics();
  const topic = topics.data?.items.find((item) => item.id === group.topicId);
  const detailsId = useId();
  const [aboutOpen, setAboutOpen] = useState(false);
  return (
    <header className="flex flex-col gap-2">
      <TextLink to="/groups" className="self-start max-sm:hidden">← All groups</TextLink>
      <div className="flex items-center gap-2 sm:items-start sm:gap-3">
        <Link to="/groups" aria-label="All groups" className={`${iconButton} -ml-2 sm:hidden`}>
          <BackIcon className="size-6" />
        </Link>
        <span className="sm:hidden">
          <GroupIcon name={group.name} icon={group.groupIcon} size="sm" />
        </span>
        <span className="max-sm:hidden">
          <GroupIcon name={group.name} icon={group.groupIcon} size="lg" />
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="line-clamp-2 text-lg leading-snug font-bold break-words text-fg sm:line-clamp-none sm:text-2xl">{group.name}</h1>
          <p className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm text-muted max-sm:flex-nowrap">
            <RoleBadge role={group.myRole} />
            {topic ? <span className="truncate">{topic.name}</span> : null}
          </p>
        </div>
        {group.description ? (
          <button
            type="button"
            aria-expanded={aboutOpen}
            aria-controls={detailsId}
            onClick={() => setAboutOpen((open) => !open)}
            className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-primary-text hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text sm:hidden"
          >
            About
            <ChevronIcon className={`size-4 transition-transform ${aboutOpen ? '-rotate-90' : 'rotate-90'}`} />
          </button>
        ) : null}
        {group.myRole !== 'member' ? (
          <Link to="/groups/$groupId/settings" params={{ groupId: group.id }} aria-label="Group settings" className={iconButton}>
            <SettingsIcon className="size-6" />
          </Link>
        ) : null}
      </div>
      {group.description ? (
        <p id={detailsId} className={`whitespace-pre-line text-fg ${aboutOpen ? '' : 'max-sm:hidden'}`}>
          {group.description}
        </p>
      ) : null}
    </header>
  );
}
