/*
 * The reusable dialog. Its body (modal-dialog.tsx, with Radix: about 15 KB gzipped) loads when
 * a dialog first opens, or earlier once the student first touches the page or the page has
 * settled (preloadModal): a dialog that was never opened renders nothing, so the first screen
 * neither downloads it nor renders a closed dialog for every post card.
 */
import { useEffect, useState } from 'react';
import type { ModalDialog, ModalProps } from './modal-dialog.tsx';

export type { ModalProps, ModalSize } from './modal-dialog.tsx';

let loaded: typeof ModalDialog | undefined;
let loading: Promise<typeof ModalDialog> | undefined;

export function preloadModal(): Promise<typeof ModalDialog> {
  loading ??= import('./modal-dialog.tsx').then(
    (module) => (loaded = module.ModalDialog),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function Modal(props: ModalProps) {
  // Once opened it stays mounted, so closing still hands focus back to the opener.
  const [opened, setOpened] = useState(props.open);
  const [, setLoaded] = useState(false);
  if (props.open && !opened) setOpened(true);

  // Fetched when it opens: a failed fetch (offline) is tried again the next time it opens.
  useEffect(() => {
    if (!props.open || loaded) return;
    let live = true;
    preloadModal().then(
      () => live && setLoaded(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [props.open]);

  const Dialog = loaded;
  return opened && Dialog ? <Dialog {...props} /> : null;
}
