import { Toaster as Sonner } from 'sonner';
import { useEffectiveColorMode } from '../../lib/use-effective-color-mode.ts';

/** Toasts at the top right, in the app's colour mode. */
export function Toaster() {
  const mode = useEffectiveColorMode();
  return <Sonner position="top-right" theme={mode} richColors closeButton />;
}
