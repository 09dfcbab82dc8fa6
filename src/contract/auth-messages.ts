/*
 * Sign-in's and the password forms' user-visible answers. Kept apart from the auth schemas
 * (which cost CPU to build) because the app's first script shows some of them; auth.ts
 * re-exports these.
 */

/** Why a password on the common-passwords list (@zxcvbn-ts/language-common) is refused, on both sides. */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less predictable one.';
export const PASSWORD_CHANGED_MESSAGE = 'Password successfully updated. Please login again';
/** A password change whose new password is the current one. */
export const SAME_PASSWORD_MESSAGE = 'Your new password must be different from your current password.';
export const INVALID_CREDENTIALS_MESSAGE = 'Email or password is incorrect.';
