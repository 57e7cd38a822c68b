/** The dashboards' colours: the brand greens for figures, ink for the national comparison, grey for no figure. */
export const COLOURS = {
  bar: '#006b40',
  comparison: '#14211a',
  grid: '#d1d5db',
  axis: '#4a5a51',
  empty: '#e5e7eb',
  suppressed: '#9ca3af',
  /** Sequential greens for the map, light to dark (brand-100 … brand-900). */
  scale: ['#d3ebdc', '#a9d7bb', '#1f9a5f', '#006b40', '#003d25'],
} as const;
