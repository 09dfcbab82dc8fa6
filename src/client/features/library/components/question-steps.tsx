type QuestionStepsProps = { total: number; current: number; answered: boolean[]; onPick: (index: number) => void };

/** A button a question, to move about a practice; answered ones are filled. */
export function QuestionSteps({ total, current, answered, onPick }: QuestionStepsProps) {
  return (
    <nav aria-label="Questions">
      <ol className="flex flex-wrap gap-2">
        {Array.from({ length: total }, (_, index) => (
          <li key={index}>
            <button
              type="button"
              aria-current={index === current ? 'step' : undefined}
              aria-label={`Question ${index + 1}${answered[index] ? ', answered' : ''}`}
              onClick={() => onPick(index)}
              className={`inline-flex size-11 items-center justify-center rounded-lg border text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text aria-[current=step]:ring-2 aria-[current=step]:ring-primary-text ${answered[index] ? 'border-primary bg-primary text-on-primary' : 'border-line bg-surface text-fg'}`}
            >
              {index + 1}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
