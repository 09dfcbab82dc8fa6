import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** A sentence for the reader in place of the schema's own wording, where there is a plainer one. */
function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_small' && issue.origin === 'string') return 'Please fill this in.';
  if (issue.code === 'too_big' && issue.origin === 'string') return `Keep it to ${issue.maximum} characters.`;
  if (issue.code === 'invalid_type' && (issue.expected === 'number' || issue.expected === 'int')) return 'Enter a whole number.';
  if (issue.code === 'too_small' && issue.origin === 'number') return `Enter ${issue.minimum} or more.`;
  if (issue.code === 'too_big' && issue.origin === 'number') return `Enter ${issue.maximum} or less.`;
  return issue.message;
}

/** The first message for each field a contract schema refused, keyed by its path ("options.1"). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= messageOf(issue);
  }
  return errors;
}

/** Blank is absent; anything else a number (the schema judges it). */
export function optionalNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}
