import { type RefObject, useEffect } from 'react';

/**
 * Flashes an element (a field left empty, spec 001 §5 "empty fields flash an error") each time `count` grows:
 * a short shake and a red glow, skipped when the reader asked for less motion.
 */
export function useFlash(ref: RefObject<HTMLElement | null>, count: number, active: boolean): void {
  useEffect(() => {
    if (!count || !active || !ref.current?.animate) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    ref.current.animate(
      [
        { transform: 'translateX(0)', backgroundColor: 'rgb(254 226 226)' },
        { transform: 'translateX(-6px)' },
        { transform: 'translateX(6px)' },
        { transform: 'translateX(-3px)' },
        { transform: 'translateX(0)', backgroundColor: 'transparent' },
      ],
      { duration: 450, easing: 'ease-out' },
    );
  }, [ref, count, active]);
}
