/** Line icons drawn inline (no icon font, no image requests). Always decorative: the text next to them speaks. */
const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  home: 'M4 11.5 12 5l8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1z',
  survey: 'M9 5h6M9 3h6a1 1 0 0 1 1 1v1H8V4a1 1 0 0 1 1-1zM6 5h12v16H6zM9 11l1.5 1.5L13 10M9 16h6',
  briefcase: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  applied: 'M4 8h16v11H4zM9 8V5h6v3M9.5 13.5l2 2 3.5-3.5',
  people:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.5c1.8.8 3 2.9 3 5.5',
  student: 'M12 5 2 10l10 5 10-5zM6 12v4.5c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5V12',
  programme: 'M5 4h10l4 4v12H5zM15 4v4h4M8 12h8M8 16h5',
  plus: 'M12 5v14M5 12h14',
  roll: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  message: 'M4 5h16v11H9l-5 4z',
  ticket: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM14 7v10',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2.2.2-1.3-1.3L16.7 4l-3-1-1 2h-1.4l-1-2-3 1 .2 2.9-1.3 1.3L3.9 8l-1 3 2 1v1.4l-2 1 1 3 2.2-.2 1.3 1.3-.2 2.2 3 1 1-2h1.4l1 2 3-1-.2-2.2 1.3-1.3 2.2.2 1-3-2-1z',
  logout: 'M10 5H5v14h5M14 8l4 4-4 4M18 12H9',
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  shield: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z',
  /** A page with a folded corner: a document (a PDF attachment). */
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  /** A paperclip: attach a file, and a message that carries one. */
  attach:
    'M20.5 11.5 12.3 19.7a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8',
  chart: 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
