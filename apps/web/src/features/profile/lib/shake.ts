/**
 * Empty required fields are highlighted with a shake (spec 001 §5, company settings). Done with the Web
 * Animations API so no global CSS is needed; people who ask for reduced motion get the red outline only.
 */
export function shake(ids: readonly string[]): void {
  if (typeof window === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
    return;
  for (const id of ids) {
    const element = document.getElementById(id);
    element?.animate?.(
      [
        { transform: 'translateX(0)' },
        { transform: 'translateX(-6px)' },
        { transform: 'translateX(6px)' },
        { transform: 'translateX(-4px)' },
        { transform: 'translateX(0)' },
      ],
      { duration: 320, easing: 'ease-in-out' },
    );
  }
}
