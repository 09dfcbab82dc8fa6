import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { stretchedLinkClass } from '../../../components/ui/card-link.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMe } from '../../../lib/me-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useShownNote } from '../api/queued-notes.ts';
import { LazyMarkdown } from './lazy-markdown.tsx';
import { NoteActions } from './note-actions.tsx';
import { NoteComments } from './note-comments.tsx';
import { formatDay, visibilityLabels } from './note-meta.ts';

// Needed only for a note deleted elsewhere while an edit of mine for it was not sent: loaded then.
const NoteEditor = lazy(() => import('./note-editor.tsx').then((module) => ({ default: module.NoteEditor })));

/**
 * One note: its Markdown body, who wrote it, its course and visibility, likes and comments.
 * A note saved offline shows its "waiting to send" mark; a new one has no likes or comments yet.
 * A note deleted elsewhere while an edit of mine for it was not sent opens in the editor, which
 * offers that text to save as a new note.
 */
export function NotePage({ noteId }: { noteId: string }) {
  const { note, status, unsaved, goneError, unsentEdit } = useShownNote(noteId);
  const me = useMe();
  const navigate = useNavigate();
  useDocumentTitle(note?.title ?? 'Note');
  if (!note) return null;
  if (goneError !== undefined) {
    return (
      <Suspense fallback={<Spinner className="size-6" label="Loading your text" />}>
        <NoteEditor key={note.id} note={note} goneError={goneError} unsentEdit={unsentEdit} />
      </Suspense>
    );
  }
  const mine = note.owner.id === me.id;
  const back = mine ? '/notes' : '/notes/shared';

  return (
    <div className="flex flex-col gap-4">
      <BackLink to={back} label={mine ? 'My notes' : 'Shared notes'} />
      <article aria-labelledby="note-title" className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <header className="flex flex-col gap-3">
          <h1 id="note-title" className="text-2xl font-bold break-words text-fg">{note.title}</h1>
          {/* The whole author line (picture, name and date) is the link's 44 px target. */}
          <div className="relative flex min-h-11 max-w-full items-center gap-3 self-start">
            <Avatar name={note.owner.name} url={note.owner.avatarUrl} size="sm" />
            <div className="flex min-w-0 flex-col text-sm">
              <Link
                to="/profile/$userId"
                params={{ userId: note.owner.id }}
                className={`truncate font-semibold text-fg ${stretchedLinkClass}`}
              >
                {note.owner.name}
              </Link>
              <span className="text-muted">
                {status ?? (
                  <>
                    Updated <time dateTime={note.updatedAt}>{formatDay(note.updatedAt)}</time>
                  </>
                )}
              </span>
            </div>
          </div>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <div className="flex gap-1">
              <dt className="text-muted">Course:</dt>
              <dd className="font-medium text-fg">{note.course ?? 'None'}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-muted">Visibility:</dt>
              <dd className="font-medium text-fg">{visibilityLabels[note.visibility]}</dd>
            </div>
          </dl>
        </header>
        <LazyMarkdown source={note.body} empty="This note has no text yet." />
        <NoteActions note={note} onDeleted={() => void navigate({ to: back, replace: true })} />
      </article>
      {unsaved ? null : <NoteComments noteId={note.id} comments={note.comments} count={note.commentsCount} />}
    </div>
  );
}
