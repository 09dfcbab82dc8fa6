import { Link } from '@tanstack/react-router';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useMe } from '../../../lib/me-context.ts';
import { HubResults } from './hub-results.tsx';
import { ActionLink, PageHeading } from './page-heading.tsx';
import { useSettledText } from './use-settled-text.ts';

const sections = [
  { to: '/library/questions', title: 'Question bank', text: 'Past-question-style MCQs and essay questions by course, topic and year.' },
  { to: '/library/practice', title: 'Practice and exams', text: 'Practise with answers as you go, or sit a timed exam and review it.' },
  { to: '/library/cases', title: 'Case flashes', text: 'Leading cases briefed: facts, issue, holding and ratio. Drill them as flash cards.' },
  { to: '/library/books', title: 'Books', text: 'The standard textbooks of each course.' },
  { to: '/library/courses', title: 'Courses', text: 'The LLB catalogue: each course and its topics.' },
] as const;

/** The law library's front page: its parts, and one search over all of them. */
export function LibraryHub({ q, onSearch }: { q: string | undefined; onSearch: (q: string | undefined) => void }) {
  const me = useMe();
  const [text, setText] = useSettledText(q, onSearch);
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title="Library">
        {me.role === 'admin' ? <ActionLink variant="secondary" to="/library/admin">Manage the library</ActionLink> : null}
      </PageHeading>
      <form role="search" aria-label="Search the library" onSubmit={(event) => event.preventDefault()}>
        <TextField label="Search the library" type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder="A case, a topic, a book…" maxLength={200} />
      </form>
      {q ? (
        <HubResults q={q} />
      ) : (
        <nav aria-label="Library">
          <ul className="grid gap-3 sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.to}>
                <Link
                  to={section.to}
                  className="flex h-full flex-col gap-1 rounded-2xl border border-line bg-surface p-4 hover:border-primary-text focus-visible:outline-2 focus-visible:outline-primary-text"
                >
                  <span className="text-lg font-semibold text-fg">{section.title}</span>
                  <span className="text-sm text-muted">{section.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
