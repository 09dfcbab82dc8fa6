import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { checkEmail, checkName, checkNewPassword, hasErrors, type FieldErrors } from '../validation.ts';

export type AccountDraft = { name: string; email: string; password: string };

type Field = keyof AccountDraft;

export function AccountStep({ initial, onNext }: { initial: AccountDraft | null; onNext: (draft: AccountDraft) => void }) {
  const [name, setName] = useState(initial?.name ?? '');
  const [email, setEmail] = useState(initial?.email ?? '');
  const [password, setPassword] = useState(initial?.password ?? '');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors<Field> = { name: checkName(name), email: checkEmail(email), password: checkNewPassword(password) };
    setErrors(next);
    if (!hasErrors(next)) onNext({ name: name.trim(), email: email.trim(), password });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField label="Full name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters; avoid common passwords."
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <Button type="submit" className="mt-2 w-full">
        Continue
      </Button>
    </form>
  );
}
