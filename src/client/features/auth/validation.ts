import { PASSWORD_MAX, PASSWORD_MIN } from '../../../contract/auth.ts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: string): string | undefined {
  if (!email.trim()) return 'Enter your email address.';
  if (!EMAIL_PATTERN.test(email.trim()) || email.length > 254) return 'Enter a valid email address.';
  return undefined;
}

export function checkNewPassword(password: string): string | undefined {
  if (password.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  return undefined;
}

export function checkName(name: string): string | undefined {
  if (!name.trim()) return 'Enter your name.';
  if (name.trim().length > 80) return 'Use at most 80 characters.';
  return undefined;
}

export function hasErrors<K extends string>(errors: FieldErrors<K>): boolean {
  return Object.values(errors).some(Boolean);
}
