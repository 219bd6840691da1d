/** The default logo mark (used when the CMS has no logo): a calm wave in a circle. */
export function SteadyMark({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#2f6f6a" />
      <path d="M10 28c4.7-6 9.3-6 14 0s9.3 6 14 0" fill="none" stroke="#f6f1e7" strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="24" cy="16" r="3.5" fill="#e9d8b4" />
    </svg>
  );
}
