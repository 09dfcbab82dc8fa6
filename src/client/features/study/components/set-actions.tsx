import { Link } from '@tanstack/react-router';
import type { StudySet } from '../../../../contract/study.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { PencilIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { useDeleteStudySet } from '../api/delete-study-set.ts';
import { primaryLinkClass, secondaryLinkClass } from './link-styles.ts';

const ownerActionClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium text-muted hover:bg-muted-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-primary-text';

/** Study what is due and quiz (anyone who can see the set); edit and delete (its owner, delete after the confirmation). */
export function SetActions({ set, mine, onDeleted }: { set: StudySet; mine: boolean; onDeleted: () => void }) {
  const remove = useDeleteStudySet();
  const confirm = useConfirm();
  const deleteSet = () => remove.mutateAsync(set.id).then(onDeleted, () => undefined);

  return (
    <div className="flex flex-wrap items-center gap-2">
      {set.dueCount > 0 ? (
        <Link to="/study/sets/$setId/study" params={{ setId: set.id }} className={primaryLinkClass}>
          Study now ({set.dueCount} due)
        </Link>
      ) : (
        <span className="text-sm text-muted">Nothing due to review</span>
      )}
      {set.cardsCount > 0 ? (
        <Link to="/study/sets/$setId/quiz" params={{ setId: set.id }} className={secondaryLinkClass}>
          Quiz
        </Link>
      ) : null}
      {mine ? (
        <span className="ml-auto flex gap-1">
          <Link to="/study/sets/$setId/edit" params={{ setId: set.id }} className={ownerActionClass}>
            <PencilIcon className="size-5" />
            Edit set
          </Link>
          <button type="button" onClick={() => confirm.ask(deleteSet, 'This study set and its flash cards will be deleted.')} className={`${ownerActionClass} hover:text-danger-text`}>
            <TrashIcon className="size-5" />
            Delete set
          </button>
        </span>
      ) : null}
      {confirm.dialog}
    </div>
  );
}
