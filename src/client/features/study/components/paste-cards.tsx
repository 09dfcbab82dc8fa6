/*
 * Many cards at once: paste lines (from Quizlet, Anki, a spreadsheet or notes), see the cards
 * they make in a table, then add them. Lines that make no card are shown with the reason.
 */
import { useState } from 'react';
import { FLASH_CARDS_BULK_MAX, type NewFlashCard } from '../../../../contract/study.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea } from '../../../components/ui/text-field.tsx';
import { cardsOf, parsePastedCards } from '../lib/parse-cards.ts';
import { plural } from './set-meta.ts';

/**
 * `onAdd` may answer a promise: the pasted text stays until it resolves, so a failed save loses nothing.
 * `text` and `onTextChange` let a form that saves the pasted cards itself hold the text; without them it is kept here.
 */
type Props = {
  onAdd: (cards: NewFlashCard[]) => Promise<unknown> | void;
  adding?: boolean;
  room?: number;
  text?: string;
  onTextChange?: (text: string) => void;
};

export function PasteCards({ onAdd, adding = false, room = FLASH_CARDS_BULK_MAX, ...held }: Props) {
  const [ownText, setOwnText] = useState('');
  const text = held.text ?? ownText;
  const setText = held.onTextChange ?? setOwnText;
  const rows = parsePastedCards(text);
  const cards = cardsOf(rows);
  const tooMany = cards.length > room;

  return (
    <div className="flex flex-col gap-3">
      <TextArea
        label="Paste cards, one a line"
        hint={'Split the front and the back with a tab, " - " or a comma, as Quizlet and Anki exports do.'}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={'Donoghue v Stevenson - the neighbour principle\nRatio decidendi, the reason for the decision'}
        rows={6}
      />
      {rows.length > 0 ? (
        <div className="max-h-80 overflow-auto rounded-lg border border-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Preview</caption>
            <thead className="sticky top-0 bg-muted-surface text-fg">
              <tr>
                <th scope="col" className="p-2">Line</th>
                <th scope="col" className="p-2">Front</th>
                <th scope="col" className="p-2">Back</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.line} className="border-t border-line align-top">
                  <td className="p-2 text-muted">{row.line}</td>
                  {row.problem ? (
                    <td colSpan={2} className="p-2 break-words text-danger-text">
                      <span className="block text-fg">{row.front}</span>
                      {row.problem}
                    </td>
                  ) : (
                    <>
                      <td className="p-2 break-words text-fg">{row.front}</td>
                      <td className="p-2 break-words text-fg">{row.back}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {tooMany ? <p className="text-sm font-medium text-danger-text">At most {room} cards can be added at once.</p> : null}
      <Button
        variant="secondary"
        className="self-start"
        disabled={cards.length === 0 || tooMany}
        loading={adding}
        onClick={() => void Promise.resolve(onAdd(cards)).then(() => setText(''), () => undefined)}
      >
        {cards.length > 0 ? `Add ${plural(cards.length, 'card', 'cards')}` : 'Add cards'}
      </Button>
    </div>
  );
}
