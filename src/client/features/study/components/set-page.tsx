import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useMe } from '../../../lib/me-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCreateFlashCards } from '../api/create-flash-cards.ts';
import { useStudySet } from '../api/get-study-set.ts';
import { AddCardForm } from './add-card-form.tsx';
import { CardList } from './card-list.tsx';
import { PasteCards } from './paste-cards.tsx';
import { SetActions } from './set-actions.tsx';
import { plural, visibilityLabels } from './set-meta.ts';

/** One study set: what it is, who made it, what is due, and its cards (changed here by its owner). */
export function SetPage({ setId }: { setId: string }) {
  const { data: set } = useStudySet(setId);
  const me = useMe();
  const navigate = useNavigate();
  const bulk = useCreateFlashCards();
  const [pasting, setPasting] = useState(false);
  useDocumentTitle(set?.title ?? 'Study set');
  if (!set) return null;
  const mine = set.owner.id === me.id;

  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/study/sets" search={mine ? {} : { view: 'public' }} label="Study sets" />
      <header className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <h1 className="text-2xl font-bold break-words text-fg">{set.title}</h1>
        <div className="flex items-center gap-3 text-sm">
          <Avatar name={set.owner.name} url={set.owner.avatarUrl} size="sm" />
          <span className="font-semibold text-fg">{set.owner.name}</span>
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-muted">Course:</dt>
            <dd className="font-medium text-fg">{set.course ?? 'None'}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted">Visibility:</dt>
            <dd className="font-medium text-fg">{visibilityLabels[set.visibility]}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted">Cards:</dt>
            <dd className="font-medium text-fg">
              {plural(set.cardsCount, 'card', 'cards')}, {set.dueCount} due
            </dd>
          </div>
        </dl>
        {set.description ? <p className="break-words whitespace-pre-wrap text-fg">{set.description}</p> : null}
        <SetActions set={set} mine={mine} onDeleted={() => void navigate({ to: '/study/sets', replace: true })} />
      </header>
      <section aria-labelledby="cards-title" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id="cards-title" className="text-lg font-semibold text-fg">Cards</h2>
          {mine ? (
            <Button variant="secondary" onClick={() => setPasting(true)}>
              Paste cards
            </Button>
          ) : null}
        </div>
        <CardList setId={set.id} cards={set.flashCards} editable={mine} />
        {mine ? <AddCardForm setId={set.id} /> : null}
      </section>
      <Modal open={pasting} onOpenChange={setPasting} title="Paste cards" size="xl" locked={bulk.isPending}>
        <PasteCards adding={bulk.isPending} onAdd={(cards) => bulk.mutateAsync({ studySetId: set.id, cards }).then(() => setPasting(false))} />
      </Modal>
    </div>
  );
}
