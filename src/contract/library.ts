/* Field rules the library's areas share: question bank, practice, case flashes, books and catalogue. */
import { z } from 'zod';
import { LIBRARY_COURSE_MAX, LIBRARY_SEARCH_MAX, YEAR_MAX, YEAR_MIN } from './address-limits.ts';

export { LIBRARY_COURSE_MAX, LIBRARY_SEARCH_MAX, YEAR_MAX, YEAR_MIN };
import { text } from './common.ts';

export const LIBRARY_TITLE_MAX = 200;

/** A course or topic name as written on a library item. */
export const courseNameSchema = text(1, LIBRARY_COURSE_MAX);

export const yearSchema = z.number().int().min(YEAR_MIN).max(YEAR_MAX);

/** A year that may be unknown: missing or null is null. */
export const optionalYearSchema = yearSchema.nullish().transform((year) => year ?? null);

/** Leading cases go back centuries (Heydon's Case, 1584). */
export const CASE_YEAR_MIN = 1500;
export const optionalCaseYearSchema = z.number().int().min(CASE_YEAR_MIN).max(YEAR_MAX).nullish().transform((year) => year ?? null);

/** Text that may be absent: missing, null or blank is null. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);
}

/** A text filter from the query string; blank is no filter. */
export function textFilter(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);
}

/** A whole-number filter from the query string between min and max; blank is no filter. */
export function intFilter(min: number, max: number) {
  return z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(min).max(max).optional());
}

/** `course` matches exactly, ignoring case; `q` searches within the item's texts. */
export const courseFilterSchema = textFilter(LIBRARY_COURSE_MAX);
export const searchFilterSchema = textFilter(LIBRARY_SEARCH_MAX);
