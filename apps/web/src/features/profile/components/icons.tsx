/** Icons this feature needs beyond the shared set; decorative, the text beside them speaks. */
function Svg({ d, className }: { d: string; className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export const CheckIcon = ({ className = 'size-5' }: { className?: string }) => (
  <Svg className={className} d="M5 12.5l4.5 4.5L19 7.5" />
);
export const LockIcon = ({ className = 'size-5' }: { className?: string }) => (
  <Svg className={className} d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3" />
);
export const FileIcon = ({ className = 'size-8 text-brand-700' }: { className?: string }) => (
  <Svg className={className} d="M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6" />
);
export const UploadIcon = ({ className = 'size-5' }: { className?: string }) => (
  <Svg className={className} d="M12 16V4M7 9l5-5 5 5M5 20h14" />
);
