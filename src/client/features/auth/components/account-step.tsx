import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { judgePassword, loadCommonPasswords, usePasswordVerdict, type PasswordVerdict } from '../lib/password-rule.ts';
import { checkEmail, checkName, hasErrors, type FieldErrors } from '../validation.ts';

export type AccountDraft = { name: string; email: string; password: string };

type Field = 'name' | 'email';

const STATUS: Record<'empty' | 'checking' | 'ok', string> = {
  empty: 'At least 8 characters; avoid common passwords.',
  checking: 'Checking it against common passwords…',
  ok: 'Good: long enough and not a common password.',
};

/** What shows under the password field: the reason it would be refused, or how it stands. */
function passwordMessage(verdict: PasswordVerdict, submitted: boolean): { hint?: string; error?: string } {
  if ('reason' in verdict) {
    // Too short is only a hint while the student is still typing; anything else is said plainly at once.
    return verdict.state === 'short' && !submitted ? { hint: verdict.reason } : { error: verdict.reason };
  }
  return { hint: STATUS[verdict.state] };
}

type AccountStepProps = { initial: AccountDraft; onNext: (draft: AccountDraft) => void };

export function AccountStep({ initial, onNext }: AccountStepProps) {
  const [name, setName] = useState(initial.name);
  const [email, setEmail] = useState(initial.email);
  const [password, setPassword] = useState(initial.password);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const verdict = usePasswordVerdict(password);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const next: FieldErrors<Field> = { name: checkName(name), email: checkEmail(email) };
    setErrors(next);
    // The list may still be on its way; without it (offline) the server judges on step 2.
    const common = await loadCommonPasswords().catch(() => undefined);
    if (hasErrors(next) || 'reason' in judgePassword(password, common)) return;
    onNext({ name: name.trim(), email: email.trim(), password });
  };

  const message = passwordMessage(verdict, submitted);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField label="Full name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        {...message}
      />
      {/* Announces the verdict when it settles, not at every key. */}
      <p aria-live="polite" className="sr-only">
        {verdict.state === 'common' || verdict.state === 'ok' ? (message.error ?? message.hint) : ''}
      </p>
      <Button type="submit" className="mt-2 w-full">
        Continue
      </Button>
    </form>
  );
}
