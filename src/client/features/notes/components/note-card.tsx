import { Link } from '@tanstack/react-router';
import type { Note } from '../../../../contract/notes.ts';
import { stretchedLinkClass } from '../../../components/ui/card-link.ts';
import { HeartIcon, SpeechBubbleIcon } from '../../../components/ui/icons.tsx';
import { isStandIn } from '../api/stand-in.ts';
import { formatDay, visibilityLabels } from './note-meta.ts';

const EXCERPT_LENGTH = 160;

/** The body's first words, with the commonest Markdown marks taken out. */
function excerptOf(body: string): string {
  const plain = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > EXCERPT_LENGTH ? `${plain.slice(0, EXCERPT_LENGTH).trimEnd()}…` : plain;
}

/**
 * One note in a list: its title (a link to it), course, visibility, a few words and its counts.
 * `status` (a save waiting in the outbox) takes the place of its date.
 */
export function NoteCard({ note, showOwner = false, status }: { note: Note; showOwner?: boolean; status?: string }) {
  const pending = isStandIn(note) && !status;
  const titleClass = 'text-lg font-semibold break-words text-fg';
  return (
    <article aria-busy={pending || undefined} className={`relative flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 ${pending || status ? 'opacity-70' : ''}`}>
      <h2 className={titleClass}>
        {pending ? (
          note.title
        ) : (
          <Link to="/notes/$noteId" params={{ noteId: note.id }} className={stretchedLinkClass}>
            {note.title}
          </Link>
        )}
      </h2>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        {showOwner ? <span className="font-medium text-fg">{note.owner.name}</span> : null}
        {note.course ? <span className="rounded-full bg-secondary/25 px-2 py-0.5 font-medium text-fg">{note.course}</span> : null}
        <span>{visibilityLabels[note.visibility]}</span>
        <span aria-hidden="true">·</span>
        <span>{status ?? (pending ? 'Saving…' : <time dateTime={note.updatedAt}>{formatDay(note.updatedAt)}</time>)}</span>
      </p>
      {note.body.trim() ? <p className="break-words text-fg">{excerptOf(note.body)}</p> : null}
      <p className="flex items-center gap-4 text-sm text-muted">
        <span className="inline-flex items-center gap-1">
          <HeartIcon className="size-4" filled={note.likedByMe} />
          {note.likesCount} <span className="sr-only">{note.likesCount === 1 ? 'like' : 'likes'}</span>
        </span>
        <span className="inline-flex items-center gap-1">
          <SpeechBubbleIcon className="size-4" />
          {note.commentsCount} <span className="sr-only">{note.commentsCount === 1 ? 'comment' : 'comments'}</span>
        </span>
      </p>
    </article>
  );
}
