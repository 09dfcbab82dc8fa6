import { noteVisibilities, type NoteVisibility } from '../../../../contract/notes.ts';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { visibilityExplanations, visibilityLabels } from './note-meta.ts';

/** Who may read the note: three choices, each with a line saying what it means. */
export function VisibilityPicker({ value, onChange }: { value: NoteVisibility; onChange: (value: NoteVisibility) => void }) {
  return (
    <RadioCards
      legend="Who can see it"
      options={noteVisibilities}
      labels={visibilityLabels}
      descriptions={visibilityExplanations}
      value={value}
      onChange={onChange}
      columns="sm:grid-cols-3"
    />
  );
}
