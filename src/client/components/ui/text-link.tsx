import { Link, type LinkComponentProps } from '@tanstack/react-router';

/** An inline router link with a 44 px tall hit area and the theme's link colour. */
export function TextLink({ className = '', ...props }: LinkComponentProps<'a'>) {
  return (
    <Link
      className={`inline-flex min-h-11 items-center font-semibold text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-text ${className}`}
      {...props}
    />
  );
}
