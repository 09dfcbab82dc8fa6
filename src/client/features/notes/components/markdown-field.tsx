/*
 * The note's Markdown with a live preview: side by side from 1024 px up, and on smaller
 * screens two tabs, Write and Preview. The preview follows the text with a deferred
 * value, so typing stays quick in a long note.
 */
import { useDeferredValue, useId, useState } from 'react';
import { NOTE_BODY_MAX } from '../../../../contract/notes.ts';
import { LazyMarkdown } from './lazy-markdown.tsx';

type Tab = 'write' | 'preview';

const tabClass =
  'flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-primary-text aria-selected:bg-surface aria-selected:text-fg aria-selected:shadow-sm';

export function MarkdownField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const id = useId();
  const [tab, setTab] = useState<Tab>('write');
  const preview = useDeferredValue(value);
  const tabs: { key: Tab; label: string }[] = [
    { key: 'write', label: 'Write' },
    { key: 'preview', label: 'Preview' },
  ];

  return (
    <div className="flex flex-col gap-2">
      <div role="tablist" aria-label="Note body" className="grid grid-cols-2 gap-1 rounded-xl bg-muted-surface p-1 lg:hidden">
        {tabs.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${id}-${key}-tab`}
            aria-selected={tab === key}
            aria-controls={`${id}-${key}`}
            onClick={() => setTab(key)}
            className={tabClass}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div id={`${id}-write`} className={`${tab === 'write' ? 'flex' : 'hidden'} flex-col gap-1.5 lg:flex`}>
          <label htmlFor={`${id}-body`} className="text-sm font-medium text-fg">Note (Markdown)</label>
          <textarea
            id={`${id}-body`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint`}
            rows={16}
            className="min-h-72 w-full resize-y rounded-lg border border-line bg-surface px-3 py-2 font-mono text-sm leading-6 text-fg placeholder:text-muted focus:border-primary-text focus:outline-2 focus:outline-primary-text aria-[invalid=true]:border-danger"
            placeholder={'# Heading\n\n- a point\n- **bold**, _italic_, [a link](https://example.com)\n\n| Case | Held |\n| --- | --- |'}
          />
          <p id={`${id}-hint`} className={`text-sm ${error ? 'font-medium text-danger-text' : 'text-muted'}`}>
            {error ?? `Headings, lists, links, quotes, tables and code. ${value.length.toLocaleString()} / ${NOTE_BODY_MAX.toLocaleString()}`}
          </p>
        </div>
        <section
          id={`${id}-preview`}
          aria-label="Preview"
          className={`${tab === 'preview' ? 'block' : 'hidden'} min-h-72 overflow-x-auto rounded-lg border border-dashed border-line bg-surface p-3 lg:block`}
        >
          <h2 className="mb-2 text-sm font-medium text-muted">Preview</h2>
          <LazyMarkdown source={preview} />
        </section>
      </div>
    </div>
  );
}
