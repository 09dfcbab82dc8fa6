/*
 * Phones first: a long unbroken course, topic, title, citation or tag wraps instead of widening
 * a library page at 360 px (tests/e2e/study-layout.spec.ts measures it in a browser). jsdom has
 * no layout, so the check is that the text may break anywhere, and that a flex or grid child
 * holding it may shrink below its longest word.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../../mocks/db.ts';
import { seedBook, seedCaseFlash, seedCourse, seedQuestion } from '../../mocks/library-db.ts';
import { renderApp } from '../support/render-app.tsx';

const COURSE = `Law_of_Contract_${'and_Restitution_'.repeat(5)}Ghana`;
const TOPIC = `Offer_and_invitation_to_treat_${'x'.repeat(60)}`;
const CITATION = 'https://www.ghalii.org/gh/judgment/supreme-court/2012/62/mensah-v-mensah-and-another';
const TAG = `matrimonial_property_${'y'.repeat(25)}`;

const wraps = (element: HTMLElement) => expect(element).toHaveClass('min-w-0', 'wrap-anywhere');

describe('long words in the library', () => {
  it('wrap in the question bank’s chips and on a question’s page, heading included', async () => {
    const question = seedQuestion({ course: COURSE, topic: TOPIC });
    const app = renderApp('/library/questions', { signedInAs: buildMe() });
    const chips = await screen.findByRole('list', { name: 'About this question' });
    wraps(within(chips).getByText(COURSE));
    wraps(within(chips).getByText(TOPIC));

    await app.router.navigate({ to: '/library/questions/$questionId', params: { questionId: question.id } });
    wraps(await screen.findByRole('heading', { name: `${COURSE}: ${TOPIC}`, level: 1 }));
  });

  it('wrap in the case list’s course chip and on a case’s page: name, citation, court, course and tags', async () => {
    const caseFlash = seedCaseFlash({ title: `Mensah_v_Mensah_${'z'.repeat(80)}`, citation: CITATION, court: TOPIC, course: COURSE, tags: [TAG] });
    const app = renderApp('/library/cases', { signedInAs: buildMe() });
    wraps(within(await screen.findByRole('list', { name: 'Course' })).getByText(COURSE));

    await app.router.navigate({ to: '/library/cases/$caseId', params: { caseId: caseFlash.id } });
    wraps(await screen.findByRole('heading', { name: caseFlash.title, level: 1 }));
    wraps(screen.getByText(CITATION));
    wraps(screen.getByText(TOPIC));
    wraps(screen.getByRole('link', { name: COURSE }).closest('dd') as HTMLElement);
    wraps(within(screen.getByRole('list', { name: 'Tags' })).getByText(TAG));
  });

  it('wrap on a book’s page and a course’s page', async () => {
    const book = seedBook({ title: `The_Law_of_Contract_${'w'.repeat(80)}`, author: CITATION, course: COURSE });
    const course = seedCourse({ title: COURSE, topics: [TOPIC] });
    const app = renderApp(`/library/books/${book.id}`, { signedInAs: buildMe() });
    wraps(await screen.findByRole('heading', { name: book.title, level: 1 }));
    wraps(screen.getByText(CITATION));
    wraps(screen.getByRole('link', { name: COURSE }).closest('dd') as HTMLElement);

    await app.router.navigate({ to: '/library/courses/$courseId', params: { courseId: course.id } });
    wraps(await screen.findByRole('heading', { name: COURSE, level: 1 }));
    expect(screen.getByRole('link', { name: TOPIC })).toHaveClass('wrap-anywhere');
  });
});
