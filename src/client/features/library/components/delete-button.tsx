import { Button } from '../../../components/ui/button.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { TrashIcon } from '../../../components/ui/icons.tsx';

/** "Delete", through the spec's confirmation; the mutation reports its own failure. */
export function DeleteButton({ label = 'Delete', consequence, onDelete }: { label?: string; consequence: string; onDelete: () => Promise<unknown> }) {
  const confirm = useConfirm();
  return (
    <>
      <Button variant="ghost" onClick={() => confirm.ask(() => onDelete().catch(() => undefined), consequence)}>
        <TrashIcon className="size-5" />
        {label}
      </Button>
      {confirm.dialog}
    </>
  );
}
