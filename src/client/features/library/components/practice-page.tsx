import { BackLink } from './back-link.tsx';
import type { QuestionSearch } from './library-search.ts';
import { PageHeading } from './page-heading.tsx';
import { PracticeHistory } from './practice-history.tsx';
import { PracticeStartForm } from './practice-start-form.tsx';

/** Practice and the exam simulator: start one from a filter, and my past attempts. */
export function PracticePage({ search, onSearch }: { search: QuestionSearch; onSearch: (next: QuestionSearch) => void }) {
  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/library/questions" search={search}>Question bank</BackLink>
      <PageHeading title="Practice and exams" />
      <PracticeStartForm search={search} onSearch={onSearch} />
      <PracticeHistory />
    </div>
  );
}
