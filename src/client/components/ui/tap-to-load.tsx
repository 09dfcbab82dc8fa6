import { useState, type ReactNode } from 'react';
import { useLowData } from '../../lib/use-low-data.ts';
import { Button, type ButtonProps } from './button.tsx';

type TapToLoadProps = {
  /** The image itself: rendered (so fetched) outside low-data mode, or once the student asks. */
  children: ReactNode;
  /** The button's text, e.g. "Show image (1.2 MB)". */
  label: string;
  /** What stands in the image's place until then: a thumbnail, initials. */
  placeholder?: ReactNode;
  variant?: ButtonProps['variant'];
  className?: string;
};

/**
 * In low-data mode an image is fetched only on tap. A span, so it may stand where an image
 * stands inline (in a Markdown paragraph).
 */
export function TapToLoad({ children, label, placeholder, variant, className = '' }: TapToLoadProps) {
  const lowData = useLowData();
  const [asked, setAsked] = useState(false);
  if (!lowData || asked) return children;
  return (
    <span className={`flex flex-col items-center gap-3 ${className}`}>
      {placeholder}
      <Button variant={variant} onClick={() => setAsked(true)}>
        {label}
      </Button>
    </span>
  );
}
