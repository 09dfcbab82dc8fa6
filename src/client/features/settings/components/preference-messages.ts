export const PREFERENCES_SAVED = 'You have successfully updated your preferences.';
export const PREFERENCES_FAILED = 'There was an error updating your preferences.';
