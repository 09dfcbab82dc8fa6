import { Link } from '@tanstack/react-router';
import type { Note } from '../../../../contract/notes.ts';
import { ReportMenu } from '../../../components/report-dialog.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { HeartIcon, PencilIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { useMe } from '../../../lib/me-context.ts';
import { isOptimistic } from '../../../lib/optimistic-id.ts';
import { useDeleteNote } from '../api/delete-note.ts';
import { useLikeNote } from '../api/like-note.ts';

const plural = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;
const actionClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium text-muted hover:bg-muted-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-primary-text disabled:cursor-not-allowed disabled:opacity-50';

/**
 * Like (anyone who can see the note), edit and delete (its owner; delete after the confirmation), report (anyone else).
 * A new note still waiting in the outbox can only be deleted (it then never reaches the server).
 */
export function NoteActions({ note, onDeleted }: { note: Note; onDeleted: () => void }) {
  const me = useMe();
  const like = useLikeNote();
  const remove = useDeleteNote();
  const confirm = useConfirm();
  const mine = note.owner.id === me.id;
  const saved = !isOptimistic(note.id);

  // The note leaves every list at once; this page goes once the server has deleted it (or the outbox keeps the deletion).
  const deleteNote = () => remove.mutateAsync(note.id).then(onDeleted, () => undefined);

  return (
    <div className="flex flex-wrap items-center gap-1 border-t border-line pt-2">
      {saved ? (
        <button
          type="button"
          aria-pressed={note.likedByMe}
          aria-label={`Like, ${plural(note.likesCount, 'like', 'likes')}`}
          onClick={() => like.mutate(note.id)}
          className={note.likedByMe ? `${actionClass} text-danger-text hover:text-danger-text` : actionClass}
        >
          <HeartIcon filled={note.likedByMe} className="size-5" />
          <span aria-hidden="true">{note.likesCount}</span>
        </button>
      ) : null}
      {mine ? (
        <>
          {saved ? (
            <Link to="/notes/$noteId/edit" params={{ noteId: note.id }} className={`${actionClass} ml-auto`}>
              <PencilIcon className="size-5" />
              Edit
            </Link>
          ) : null}
          <button
            type="button"
            onClick={() => confirm.ask(deleteNote, 'This note will be deleted, also for anyone it is shared with.')}
            className={`${actionClass} hover:text-danger-text ${saved ? '' : 'ml-auto'}`}
          >
            <TrashIcon className="size-5" />
            Delete
          </button>
        </>
      ) : (
        <ReportMenu target={{ type: 'note', id: note.id, what: 'note' }} label={`More actions on ${note.owner.name}'s note`} className="ml-auto" />
      )}
      {confirm.dialog}
    </div>
  );
}
