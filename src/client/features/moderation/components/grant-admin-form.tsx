import { useState } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useGrantAdmin } from '../api/grant-admin.ts';
import { usePeopleMatching } from '../api/search-people.ts';

/** Making another member an admin: find them by name, then confirm. The audit history records it. */
export function GrantAdminForm() {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const people = usePeopleMatching(q);
  const grant = useGrantAdmin();
  const confirm = useConfirm();
  const matches = q ? (people.data?.items ?? []) : [];

  return (
    <section aria-labelledby="grant-admin" className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <h2 id="grant-admin" className="text-lg font-semibold text-fg">Make someone an admin</h2>
      <TextField label="Name" type="search" value={text} onChange={(event) => setText(event.target.value)} hint="Admins see this queue and act on reports." />
      {q && people.isSuccess && matches.length === 0 ? <p className="text-sm text-muted">Nobody by that name.</p> : null}
      {matches.length > 0 ? (
        <ul aria-label="People" className="flex flex-col divide-y divide-line">
          {matches.map((person) => (
            <li key={person.id} className="flex items-center gap-3 py-2">
              <Avatar name={person.name} url={person.avatarUrl} size="sm" />
              <span className="min-w-0 flex-1 truncate font-medium text-fg">{person.name}</span>
              <Button variant="secondary" aria-label={`Make ${person.name} an admin`} onClick={() => confirm.ask(() => grant.mutateAsync(person).catch(() => undefined), `${person.name} will become an admin and can act on reports.`)}>
                Make admin
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {confirm.dialog}
    </section>
  );
}
