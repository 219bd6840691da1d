/** Calm, simple illustrations for the home tiles. Decorative: the tile's text names it. */
type IllustrationProps = { size?: number };

const svgProps = (size: number) => ({ width: size, height: size, viewBox: '0 0 96 96', 'aria-hidden': true, focusable: false }) as const;

/** Quick Cope: a sun rising over still water. */
export function QuickCopeIllustration({ size = 88 }: IllustrationProps) {
  return (
    <svg {...svgProps(size)}>
      <rect width="96" height="96" rx="24" fill="#e3eee6" />
      <circle cx="48" cy="50" r="18" fill="#e9c98f" />
      <path d="M0 56h96v16a24 24 0 0 1-24 24H24A24 24 0 0 1 0 72z" fill="#b9d3c6" />
      <path d="M18 66h24M54 66h24M28 76h40" stroke="#f6f1e7" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** Practice: a small plant growing. */
export function PracticeIllustration({ size = 88 }: IllustrationProps) {
  return (
    <svg {...svgProps(size)}>
      <rect width="96" height="96" rx="24" fill="#efe6d4" />
      <path d="M48 74V42" stroke="#3d7a62" strokeWidth="4" strokeLinecap="round" />
      <path d="M48 52c-14 0-20-8-20-18 12 0 20 6 20 18z" fill="#7fae8f" />
      <path d="M48 46c12 0 18-8 18-16-11 0-18 6-18 16z" fill="#5f9a7c" />
      <path d="M32 74h32l-4 12H36z" fill="#c98f6b" />
    </svg>
  );
}

/** Chain analysis: three linked stepping stones. */
export function ChainAnalysisIllustration({ size = 88 }: IllustrationProps) {
  return (
    <svg {...svgProps(size)}>
      <rect width="96" height="96" rx="24" fill="#dcebea" />
      <path d="M24 66C36 52 58 62 72 30" fill="none" stroke="#8fb5b1" strokeWidth="4" strokeDasharray="2 8" strokeLinecap="round" />
      <circle cx="24" cy="66" r="10" fill="#2f6f6a" />
      <circle cx="48" cy="54" r="10" fill="#4f8f88" />
      <circle cx="72" cy="30" r="10" fill="#86b7ae" />
    </svg>
  );
}

/** Contact / SOS: a heart held in an open hand. */
export function ContactIllustration({ size = 88 }: IllustrationProps) {
  return (
    <svg {...svgProps(size)}>
      <rect width="96" height="96" rx="24" fill="#f4e1d8" />
      <path d="M48 58c-12-8-18-14-18-22a9 9 0 0 1 18-3 9 9 0 0 1 18 3c0 8-6 14-18 22z" fill="#c0553f" />
      <path
        d="M18 66c8 0 14 4 20 8h22c4 0 4 6 0 6H42m18-2 14-8c4-2 8 2 4 6L60 86H30l-12-6"
        fill="none"
        stroke="#7a4a3a"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
