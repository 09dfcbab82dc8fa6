import { Toaster as Sonner } from 'sonner';
import { useEffectiveColorMode } from '../../lib/use-effective-color-mode.ts';

/** Toasts at the top right, in the app's colour mode. */
export function Toaster() {
  const mode = useEffectiveColorMode();
  // The close button sits on the toast's corner; the wider phone inset keeps it on screen.
  // A set direction spares sonner reading the page's computed style, a forced style pass at start.
  return <Sonner dir="ltr" position="top-right" theme={mode} richColors closeButton mobileOffset={{ top: 20, left: 20, right: 20 }} />;
}
