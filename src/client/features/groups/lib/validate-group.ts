import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, GROUP_NAME_MIN } from '../../../../contract/groups.ts';

export type GroupFieldErrors = { name?: string; description?: string };

export function validateGroupFields(name: string, description: string): GroupFieldErrors {
  const errors: GroupFieldErrors = {};
  const length = name.trim().length;
  if (length < GROUP_NAME_MIN || length > GROUP_NAME_MAX) {
    errors.name = `Give the group a name of ${GROUP_NAME_MIN} to ${GROUP_NAME_MAX} characters.`;
  }
  if (description.trim().length > GROUP_DESCRIPTION_MAX) {
    errors.description = `Keep the description to ${GROUP_DESCRIPTION_MAX} characters.`;
  }
  return errors;
}
