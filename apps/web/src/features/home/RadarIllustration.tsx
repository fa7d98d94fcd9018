// Decorative radar scope for the landing hero: range rings, a rotating sweep (CSS) and a few
// aircraft with short trails. Purely visual, so hidden from assistive technology.

const AIRCRAFT = [
  { x: 118, y: 92, heading: 40 },
  { x: 262, y: 128, heading: 250 },
  { x: 196, y: 246, heading: 320 },
  { x: 92, y: 212, heading: 110 },
  { x: 284, y: 232, heading: 200 },
];

const PLANE_PATH =
  'M0 -9 L2 -2 L9 2 L9 4 L2 2.5 L1.5 7 L3.5 8.5 L3.5 9.5 L0 8.8 L-3.5 9.5 L-3.5 8.5 L-1.5 7 L-2 2.5 L-9 4 L-9 2 L-2 -2 Z';

export function RadarIllustration() {
  return (
    <svg className="radar" viewBox="0 0 380 360" aria-hidden="true">
      <defs>
        <radialGradient id="radar-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#3fb6ff" stopOpacity="0.22" />
          <stop offset="100%" stopColor="#3fb6ff" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="radar-sweep" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0%" stopColor="#3fb6ff" stopOpacity="0" />
          <stop offset="100%" stopColor="#3fb6ff" stopOpacity="0.45" />
        </linearGradient>
      </defs>
      <circle cx="190" cy="180" r="170" fill="url(#radar-glow)" />
      {[50, 95, 140, 170].map((r) => (
        <circle key={r} cx="190" cy="180" r={r} className="radar__ring" />
      ))}
      <path d="M190 10 V350 M20 180 H360" className="radar__axis" />
      <g className="radar__sweep">
        <path d="M190 180 L190 10 A170 170 0 0 1 310 60 Z" fill="url(#radar-sweep)" />
      </g>
      {AIRCRAFT.map((plane) => (
        <g key={`${plane.x}-${plane.y}`} transform={`translate(${plane.x} ${plane.y})`}>
          <line
            x1="0"
            y1="0"
            x2={-Math.sin((plane.heading * Math.PI) / 180) * 34}
            y2={Math.cos((plane.heading * Math.PI) / 180) * 34}
            className="radar__trail"
          />
          <path d={PLANE_PATH} transform={`rotate(${plane.heading})`} className="radar__plane" />
        </g>
      ))}
      <circle cx="190" cy="180" r="5" className="radar__receiver" />
    </svg>
  );
}
