import { PlusIcon } from '../../../components/ui/icons.tsx';
import { useQuestions } from '../api/get-questions.ts';
import { BackLink } from './back-link.tsx';
import { questionFilterOf, type QuestionSearch } from './library-search.ts';
import { PagedList } from './paged-list.tsx';
import { ActionLink, PageHeading } from './page-heading.tsx';
import { QuestionCard } from './question-card.tsx';
import { QuestionFilters } from './question-filters.tsx';

/** The question bank: filters in the address, newest questions first, and a practice of the same filter. */
export function QuestionsPage({ search, onSearch }: { search: QuestionSearch; onSearch: (next: QuestionSearch) => void }) {
  const filter = questionFilterOf(search);
  const questions = useQuestions(filter);
  const { q: _q, ...practiceFilter } = filter;

  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/library">Library</BackLink>
      <PageHeading title="Question bank">
        <ActionLink variant="secondary" to="/library/practice" search={practiceFilter}>
          Practise
        </ActionLink>
        <ActionLink to="/library/questions/new">
          <PlusIcon className="size-5" />
          Add a question
        </ActionLink>
      </PageHeading>
      <QuestionFilters search={search} facets={questions.data?.pages[0]?.filters} onChange={onSearch} words />
      <PagedList
        query={questions}
        label="Questions"
        noun="questions"
        empty={<p>No questions match these filters.</p>}
        renderItem={(question) => <QuestionCard question={question} />}
      />
    </div>
  );
}
