/*
 * Code the next tap will need but the first screen does not (the dialog's), fetched at the
 * student's first touch or key, or a few seconds after the page has loaded, whichever comes
 * first: not while a slow connection is still bringing the first screen.
 */
const SETTLED_MS = 4000;
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;

export function warmUpLater(tasks: ReadonlyArray<() => Promise<unknown>>): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const event of FIRST_INPUT) window.removeEventListener(event, start, true);
    // A failed fetch is tried again when the code is first needed.
    for (const task of tasks) task().catch(() => undefined);
  };
  for (const event of FIRST_INPUT) window.addEventListener(event, start, { capture: true, passive: true });
  const startLater = () => setTimeout(start, SETTLED_MS);
  if (document.readyState === 'complete') startLater();
  else window.addEventListener('load', startLater, { once: true });
}
