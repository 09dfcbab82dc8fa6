import { SelectField } from '../../../components/ui/text-field.tsx';

type CourseSelectProps = {
  label?: string;
  value: string | undefined;
  options: string[];
  onChange: (course: string | undefined) => void;
  /** The first choice, meaning "no filter". */
  anyLabel?: string;
  className?: string;
};

/** One course of `options`, or any; a value from the address that is not offered stays choosable. */
export function CourseSelect({ label = 'Course', value, options, onChange, anyLabel = 'All courses', className }: CourseSelectProps) {
  const offered = value && !options.some((option) => option.toLowerCase() === value.toLowerCase()) ? [value, ...options] : options;
  const selected = offered.find((option) => option.toLowerCase() === value?.toLowerCase()) ?? '';
  return (
    <SelectField label={label} className={className} value={selected} onChange={(event) => onChange(event.target.value || undefined)}>
      <option value="">{anyLabel}</option>
      {offered.map((option) => (
        <option key={option} value={option}>{option}</option>
      ))}
    </SelectField>
  );
}
