import { useEffect, useRef, useState, type FormEvent } from 'react';
import { OUTLINE_TOPIC_TITLE_MAX, OUTLINE_TOPICS_MAX, type CourseOutline, type OutlineTopic } from '../../../../contract/outlines.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useUpdateOutline } from '../api/update-outline.ts';
import { TOO_MANY_TOPICS, TOPIC_REQUIRED } from './outline-fields.ts';
import { TopicRow, type TopicControl } from './topic-row.tsx';

/** Keys that follow a topic when the list is reordered (titles may repeat, so their count is added). */
function topicKeys(topics: OutlineTopic[]): string[] {
  const seen = new Map<string, number>();
  return topics.map((topic) => {
    const count = (seen.get(topic.title) ?? 0) + 1;
    seen.set(topic.title, count);
    return `${topic.title}#${count}`;
  });
}

function AddTopicForm({ full, onAdd }: { full: boolean; onAdd: (title: string) => void }) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError(TOPIC_REQUIRED);
    onAdd(title.trim());
    setTitle('');
    setError(undefined);
  };
  return (
    <form noValidate aria-label="Add a topic" onSubmit={submit} className="flex flex-col gap-2">
      <TextField
        label="New topic"
        value={title}
        maxLength={OUTLINE_TOPIC_TITLE_MAX}
        disabled={full}
        hint={full ? TOO_MANY_TOPICS : undefined}
        onChange={(event) => setTitle(event.target.value)}
        error={error}
      />
      <Button type="submit" variant="secondary" disabled={full} className="self-end">
        Add topic
      </Button>
    </form>
  );
}

/**
 * The outline's topics in order. Every change sends the whole list (the API's rule) and
 * shows at once; after a move, focus stays on the moved topic's button.
 */
export function TopicList({ outline }: { outline: CourseOutline }) {
  const update = useUpdateOutline();
  const list = useRef<HTMLUListElement>(null);
  const focusNext = useRef<{ index: number; control: TopicControl } | null>(null);
  const { topics } = outline;

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target) list.current?.querySelector<HTMLElement>(`[data-index="${target.index}"] [data-control="${target.control}"]`)?.focus();
  }, [topics]);

  const save = (next: OutlineTopic[]) => update.mutate({ outlineId: outline.id, changes: { topics: next } });
  const edit = (index: number, change: Partial<OutlineTopic>) => save(topics.map((topic, at) => (at === index ? { ...topic, ...change } : topic)));

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    const next = [...topics];
    [next[index], next[to]] = [next[to] as OutlineTopic, next[index] as OutlineTopic];
    const used: TopicControl = by < 0 ? 'up' : 'down';
    const opposite: TopicControl = by < 0 ? 'down' : 'up';
    // At either end the button just used is disabled: focus its opposite.
    focusNext.current = { index: to, control: to === 0 || to === topics.length - 1 ? opposite : used };
    save(next);
  };

  const remove = (index: number) => {
    if (topics.length > 1) focusNext.current = { index: Math.min(index, topics.length - 2), control: 'toggle' };
    save(topics.filter((_, at) => at !== index));
  };

  const keys = topicKeys(topics);
  return (
    <div className="flex flex-col gap-3">
      {topics.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-center text-muted">No topics yet. Add the first below.</p>
      ) : (
        <ul ref={list} aria-label="Topics" className="flex flex-col gap-2">
          {topics.map((topic, index) => (
            <TopicRow
              key={keys[index]}
              topic={topic}
              index={index}
              count={topics.length}
              onToggle={() => edit(index, { completed: !topic.completed })}
              onRename={(title) => edit(index, { title })}
              onMove={(by) => move(index, by)}
              onRemove={() => remove(index)}
            />
          ))}
        </ul>
      )}
      <AddTopicForm full={topics.length >= OUTLINE_TOPICS_MAX} onAdd={(title) => save([...topics, { title, completed: false }])} />
    </div>
  );
}
