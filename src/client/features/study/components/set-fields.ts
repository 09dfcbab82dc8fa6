/* What the set form edits, and its checks (the contract's limits, in words). */
import { STUDY_SET_COURSE_MAX, STUDY_SET_DESCRIPTION_MAX, STUDY_SET_TITLE_MAX, type StudySet, type StudySetVisibility } from '../../../../contract/study.ts';

export type SetFields = { title: string; description: string; course: string; visibility: StudySetVisibility };
export type SetFieldErrors = Partial<Record<'title' | 'description' | 'course', string>>;

export const EMPTY_SET_FIELDS: SetFields = { title: '', description: '', course: '', visibility: 'private' };

export function setFieldsOf(set: StudySet): SetFields {
  return { title: set.title, description: set.description, course: set.course ?? '', visibility: set.visibility };
}

export function checkSetFields(fields: SetFields): SetFieldErrors {
  const errors: SetFieldErrors = {};
  const title = fields.title.trim();
  if (!title) errors.title = 'Give the set a title.';
  else if (title.length > STUDY_SET_TITLE_MAX) errors.title = `A title has at most ${STUDY_SET_TITLE_MAX} characters.`;
  if (fields.description.trim().length > STUDY_SET_DESCRIPTION_MAX) errors.description = `A description has at most ${STUDY_SET_DESCRIPTION_MAX} characters.`;
  if (fields.course.trim().length > STUDY_SET_COURSE_MAX) errors.course = `A course has at most ${STUDY_SET_COURSE_MAX} characters.`;
  return errors;
}

/** The body the contract expects: a blank course means none. */
export function setBodyOf(fields: SetFields) {
  return { title: fields.title.trim(), description: fields.description.trim(), course: fields.course.trim() || null, visibility: fields.visibility };
}
