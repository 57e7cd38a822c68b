import { type RefObject, useEffect, useState } from 'react';

/**
 * The width of a chart's box in CSS pixels, followed as the window turns or resizes, so a chart is drawn at
 * its real size (its text stays readable on a 360 px phone instead of being shrunk with a fixed viewBox).
 * Without ResizeObserver (old WebViews, tests) the chart keeps `fallback`.
 */
export function useWidth(ref: RefObject<HTMLElement | null>, fallback = 640): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
