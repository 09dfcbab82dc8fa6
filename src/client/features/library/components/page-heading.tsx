import { Link, type LinkComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** A library page's title (also the tab's), with its actions beside it. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="min-w-0 text-2xl font-bold wrap-anywhere text-fg">{title}</h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

const actionStyles = {
  primary: 'bg-primary text-on-primary hover:bg-hover hover:text-on-hover',
  secondary: 'border border-line bg-surface text-fg hover:bg-muted-surface',
};

/** A link that looks like a button: "Add a question", "Practise these". */
export function ActionLink({ variant = 'primary', className = '', ...props }: LinkComponentProps<'a'> & { variant?: keyof typeof actionStyles }) {
  return (
    <Link
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text ${actionStyles[variant]} ${className}`}
      {...props}
    />
  );
}
