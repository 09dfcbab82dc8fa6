import { useId } from 'react';
import { QUESTION_OPTIONS_MAX, QUESTION_OPTIONS_MIN } from '../../../../contract/questions.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { optionLetter } from './answer-key.tsx';

type OptionFieldsProps = {
  options: string[];
  answerIndex: number | null;
  onChange: (options: string[], answerIndex: number | null) => void;
  errors: Record<string, string | undefined>;
};

/** An MCQ's 2–6 options, one of them marked as the right answer. */
export function OptionFields({ options, answerIndex, onChange, errors }: OptionFieldsProps) {
  const name = useId();
  const setOption = (index: number, value: string) => onChange(options.map((option, at) => (at === index ? value : option)), answerIndex);
  const removeOption = (index: number) => {
    const next = answerIndex === null || answerIndex === index ? null : answerIndex > index ? answerIndex - 1 : answerIndex;
    onChange(options.filter((_, at) => at !== index), next);
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-fg">Options (mark the right one)</legend>
      {options.map((option, index) => (
        <div key={index} className="flex items-end gap-2">
          <label className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
            <input
              type="radio"
              name={name}
              checked={answerIndex === index}
              onChange={() => onChange(options, index)}
              aria-label={`Option ${optionLetter(index)} is the right answer`}
              className="size-5 accent-[var(--color-primary)]"
            />
          </label>
          <TextField label={`Option ${optionLetter(index)}`} value={option} onChange={(event) => setOption(index, event.target.value)} error={errors[`options.${index}`]} className="flex-1" maxLength={1000} />
          {options.length > QUESTION_OPTIONS_MIN ? (
            <Button variant="ghost" aria-label={`Remove option ${optionLetter(index)}`} onClick={() => removeOption(index)}>
              <TrashIcon className="size-5" />
            </Button>
          ) : null}
        </div>
      ))}
      {errors.options ? <p className="text-sm font-medium text-danger-text">{errors.options}</p> : null}
      {errors.answerIndex ? <p className="text-sm font-medium text-danger-text">Mark the right option.</p> : null}
      {options.length < QUESTION_OPTIONS_MAX ? (
        <Button variant="secondary" className="self-start" onClick={() => onChange([...options, ''], answerIndex)}>
          <PlusIcon className="size-5" />
          Add an option
        </Button>
      ) : null}
    </fieldset>
  );
}
