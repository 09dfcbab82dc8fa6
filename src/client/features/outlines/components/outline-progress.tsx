import type { OutlineTopic } from '../../../../contract/outlines.ts';

/** "3 of 10 topics done", and the share done as a whole percentage. */
function topicProgress(topics: OutlineTopic[]) {
  const done = topics.filter((topic) => topic.completed).length;
  const total = topics.length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done * 100) / total), text: total === 0 ? 'No topics yet' : `${done} of ${total} topics done` };
}

/** A bar of the topics done (completed of total), with the same in words. */
export function OutlineProgress({ topics, label }: { topics: OutlineTopic[]; label: string }) {
  const { percent, text } = topicProgress(topics);
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2.5 overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-success transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted">{text}</p>
    </div>
  );
}
