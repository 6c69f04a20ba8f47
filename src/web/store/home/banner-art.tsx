// Banner illustrations drawn in SVG: no external images, crisp at any size, a few hundred bytes each.

export function NewArrivalsArt() {
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" className="h-full w-full">
      <defs>
        <radialGradient id="na-glow" cx=".5" cy=".5" r=".5">
          <stop offset="0" stopColor="#fbf1d9" stopOpacity=".9" />
          <stop offset="1" stopColor="#fbf1d9" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="100" cy="100" r="95" fill="url(#na-glow)" />
      <g fill="#f2c14e">
        <rect x="90" y="38" width="20" height="124" rx="3" />
        <rect x="60" y="68" width="80" height="20" rx="3" />
      </g>
      <g fill="#fff">
        <path d="M40 40l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" />
        <path d="M160 130l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
        <path d="M150 36l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
      </g>
    </svg>
  );
}

export function WeeklyOffersArt() {
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" className="h-full w-full">
      <g transform="rotate(-18 100 100)">
        <path d="M50 60h80l40 40-40 40H50a10 10 0 0 1-10-10V70a10 10 0 0 1 10-10z" fill="#f2c14e" />
        <circle cx="140" cy="100" r="8" fill="#11203b" />
        <text x="88" y="114" textAnchor="middle" fontSize="42" fontWeight="700" fill="#11203b" fontFamily="Georgia, serif">
          %
        </text>
      </g>
      <g fill="#fff" opacity=".9">
        <circle cx="40" cy="150" r="6" />
        <circle cx="170" cy="40" r="4" />
        <circle cx="30" cy="50" r="3" />
      </g>
    </svg>
  );
}

export function GiftKitsArt() {
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" className="h-full w-full">
      <rect x="45" y="90" width="110" height="80" rx="6" fill="#fbf1d9" />
      <rect x="38" y="70" width="124" height="28" rx="6" fill="#f2c14e" />
      <rect x="92" y="70" width="16" height="100" fill="#b23a6a" />
      <path d="M100 70c-10-28-44-30-40-10 3 12 30 10 40 10zM100 70c10-28 44-30 40-10-3 12-30 10-40 10z" fill="#b23a6a" />
      <g fill="#fff">
        <path d="M170 110l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
        <path d="M28 120l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
      </g>
    </svg>
  );
}
