/** A ref callback that moves the keyboard to its element when the element appears (a stable function, so only then). */
export function focusOnMount(node: HTMLElement | null): void {
  node?.focus();
}
