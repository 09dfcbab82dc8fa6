import type { ReactNode } from 'react';
import { LogoMark } from '../ui/icons.tsx';

type AuthLayoutProps = { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The frame of the signed-out pages: brand, a card with the form, links below. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center bg-page px-4 py-8 sm:justify-center sm:py-12">
      <div className="mb-6 flex items-center gap-3">
        <LogoMark className="size-11" />
        <span className="text-2xl font-bold tracking-tight text-fg">Campus</span>
      </div>
      <section className="w-full max-w-md rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-fg">{title}</h1>
        {subtitle ? <div className="mt-1 text-sm text-muted">{subtitle}</div> : null}
        <div className="mt-6">{children}</div>
      </section>
      {footer ? <div className="mt-6 flex flex-col items-center gap-1 text-sm text-muted">{footer}</div> : null}
    </main>
  );
}
