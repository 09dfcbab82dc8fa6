import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StudySetDetail } from '../../../../contract/study.ts';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { formatTimeUntil } from '../../../lib/dates.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { loadDueCards, useDueCards } from '../api/get-due-cards.ts';
import { useStudySet } from '../api/get-study-set.ts';
import { focusOnMount } from '../lib/focus-on-mount.ts';
import { StudySession } from './study-session.tsx';

/** `takeFocus`: shown in place of the summary's "Study again", so the keyboard moves to its heading. */
function NothingDue({ set, takeFocus }: { set: StudySetDetail; takeFocus: boolean }) {
  const next = set.flashCards.map((card) => card.due).filter((due): due is string => due !== null).sort()[0];
  return (
    <section className="flex flex-col items-center gap-2 rounded-2xl border border-line bg-surface p-6 text-center">
      <h2 ref={takeFocus ? focusOnMount : undefined} tabIndex={-1} className="text-lg font-semibold text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text">
        Nothing to review in this set right now
      </h2>
      {next ? <p className="text-muted">The next card comes due {formatTimeUntil(next)}.</p> : null}
      {set.cardsCount > 0 ? (
        <TextLink to="/study/sets/$setId/quiz" params={{ setId: set.id }}>
          Quiz yourself instead
        </TextLink>
      ) : null}
    </section>
  );
}

/** Studying one set: the cards due now, one by one, then a summary. */
export function StudySessionPage({ setId }: { setId: string }) {
  const queryClient = useQueryClient();
  const { data: set } = useStudySet(setId);
  const { data: due } = useDueCards(setId);
  // What was due when the session began (the loader has fetched it); my reviews then take cards out of the cache's queue.
  const [session, setSession] = useState(() => ({ round: 0, cards: due?.items }));
  useDocumentTitle(set ? `Study ${set.title}` : 'Study');
  const cards = session.cards ?? due?.items;
  if (!set || !cards) return <Spinner className="size-8" label="Loading the cards" />;
  const restart = () =>
    void loadDueCards(queryClient, setId).then(
      (fresh) => setSession({ round: session.round + 1, cards: fresh.items }),
      () => undefined,
    );

  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/study/sets/$setId" params={{ setId }} label={set.title} className="max-w-full wrap-anywhere" />
      <h1 className="text-2xl font-bold break-words text-fg">Study: {set.title}</h1>
      {cards.length === 0 ? (
        <NothingDue set={set} takeFocus={session.round > 0} />
      ) : (
        <StudySession key={session.round} setId={setId} cards={cards} onRestart={restart} takeFocus={session.round > 0} />
      )}
    </div>
  );
}
