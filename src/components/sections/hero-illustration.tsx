// Inline SVG: no image request, so the hero text stays the LCP element.
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 420" width="480" height="420" aria-hidden="true" focusable="false" className={className}>
      <rect x="70" y="56" width="300" height="262" rx="24" className="fill-white stroke-brand-100" strokeWidth="2" />
      <circle cx="100" cy="86" r="6" className="fill-brand-200" />
      <circle cx="120" cy="86" r="6" className="fill-brand-200" />
      <circle cx="140" cy="86" r="6" className="fill-brand-200" />
      <rect x="70" y="108" width="300" height="2" className="fill-brand-50" />
      {[136, 182, 228, 274].map((y, index) => (
        <g key={y}>
          <circle cx="106" cy={y} r="13" className={index < 3 ? 'fill-success-600' : 'fill-brand-100'} />
          {index < 3 ? (
            <path
              d={`M99 ${y} l5 5 l9 -10`}
              fill="none"
              className="stroke-white"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ) : null}
          <rect x="132" y={y - 10} width={index % 2 ? 150 : 190} height="8" rx="4" className="fill-brand-200" />
          <rect x="132" y={y + 4} width={index % 2 ? 110 : 130} height="6" rx="3" className="fill-brand-50" />
        </g>
      ))}
      <g>
        <rect x="270" y="220" width="180" height="70" rx="20" className="fill-brand-600" />
        <rect x="292" y="242" width="110" height="8" rx="4" className="fill-white" opacity="0.9" />
        <rect x="292" y="259" width="74" height="8" rx="4" className="fill-white" opacity="0.6" />
        <path d="M300 290 l-6 18 l22 -18z" className="fill-brand-600" />
      </g>
      <g>
        <rect x="300" y="318" width="150" height="58" rx="18" className="fill-white stroke-accent-300" strokeWidth="2" />
        <rect x="320" y="336" width="92" height="8" rx="4" className="fill-accent-500" opacity="0.7" />
        <rect x="320" y="352" width="60" height="6" rx="3" className="fill-accent-100" />
      </g>
      <g transform="translate(18 300)">
        <rect x="0" y="0" width="74" height="74" rx="22" className="fill-brand-600" />
        <rect x="34" y="18" width="74" height="74" rx="22" className="fill-accent-500" opacity="0.9" />
      </g>
      <circle cx="410" cy="64" r="30" className="fill-accent-100" />
      <path d="M398 64 h24 M410 52 v24" className="stroke-accent-600" strokeWidth="4" strokeLinecap="round" fill="none" />
    </svg>
  )
}
