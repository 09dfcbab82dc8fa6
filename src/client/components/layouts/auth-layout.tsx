import type { ReactNode } from 'react';
import { LogoMark } from '../ui/icons.tsx';
import { CampusIntro } from './campus-intro.tsx';

type AuthLayoutProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Sign-in and sign-up say what Campus is: beside the form on wide screens, above it on phones. */
  intro?: boolean;
};

/** The frame of the signed-out pages: brand, a card with the form, links below. */
export function AuthLayout({ title, subtitle, children, footer, intro = false }: AuthLayoutProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center bg-page px-4 py-8 sm:justify-center sm:py-12">
      <div className={`flex w-full max-w-md flex-col ${intro ? 'lg:grid lg:max-w-5xl lg:grid-cols-2 lg:items-center lg:gap-16' : ''}`}>
        <div>
          <div className={`flex items-center gap-3 ${intro ? 'mb-3 justify-center lg:mb-6 lg:justify-start' : 'mb-6 justify-center'}`}>
            <LogoMark className="size-11" />
            <span className="text-2xl font-bold tracking-tight text-fg">Campus</span>
          </div>
          {intro ? <CampusIntro /> : null}
        </div>
        <div className="flex flex-col items-center">
          <section className="w-full rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8">
            <h1 className="text-2xl font-bold text-fg">{title}</h1>
            {subtitle ? <div className="mt-1 text-sm text-muted">{subtitle}</div> : null}
            <div className="mt-6">{children}</div>
          </section>
          {footer ? <div className="mt-6 flex flex-col items-center gap-1 text-sm text-muted">{footer}</div> : null}
        </div>
      </div>
    </main>
  );
}
