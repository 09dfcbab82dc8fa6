import { useId } from 'react';
import { useTopics } from '../api/get-topics.ts';

const selectClass =
  'min-h-11 w-full rounded-lg border border-line bg-surface px-3 py-2 text-base text-fg focus:border-primary-text focus:outline-2 focus:outline-primary-text';

/** A group's topic, one of the catalogue's courses (`GET /courses/`); "" is no topic. */
export function TopicSelect({ value, onChange }: { value: string; onChange: (topicId: string) => void }) {
  const id = useId();
  const topics = useTopics();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">Topic</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClass}>
        <option value="">No topic</option>
        {topics.data?.items.map((topic) => (
          <option key={topic.id} value={topic.id}>{topic.name}</option>
        ))}
      </select>
    </div>
  );
}
