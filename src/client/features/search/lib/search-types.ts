/* How each kind of result is named on screen. */
import type { ComponentType } from 'react';
import type { SearchType } from '../../../../contract/search.ts';
import { BookIcon, CaseIcon, CourseIcon, FeedIcon, GroupsIcon, NotesIcon, QuestionIcon, UserIcon, type IconProps } from '../../../components/ui/icons.tsx';

type TypeInfo = { one: string; many: string; icon: ComponentType<IconProps> };

export const searchTypeInfo: Record<SearchType, TypeInfo> = {
  caseFlash: { one: 'Case', many: 'Cases', icon: CaseIcon },
  note: { one: 'Note', many: 'Notes', icon: NotesIcon },
  question: { one: 'Question', many: 'Questions', icon: QuestionIcon },
  book: { one: 'Book', many: 'Books', icon: BookIcon },
  course: { one: 'Course', many: 'Courses', icon: CourseIcon },
  user: { one: 'Person', many: 'People', icon: UserIcon },
  group: { one: 'Group', many: 'Groups', icon: GroupsIcon },
  post: { one: 'Post', many: 'Posts', icon: FeedIcon },
};

/** The kinds in the order the type filter offers them. */
export const searchTypeOrder = Object.keys(searchTypeInfo) as SearchType[];

/** How many hits all kinds hold together. */
export function totalCount(counts: Record<SearchType, number>): number {
  return searchTypeOrder.reduce((sum, kind) => sum + counts[kind], 0);
}
