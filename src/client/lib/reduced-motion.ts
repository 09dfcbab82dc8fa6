/** Whether the system asks for less motion: scroll at once instead of smoothly, skip decorative animation. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
