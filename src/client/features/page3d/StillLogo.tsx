import { LOGO_COLORS, LOGO_SQUARES } from './logoColors';

const SIZE = 70;
const DEPTH = 18;
const GAP = 26;
const ORIGIN = { x: 108, y: 56 };

/** The 3D scene as a still drawing: the logo's four cubes seen from the front, a little from below. */
export function StillLogo({ label, describedBy }: { label: string; describedBy: string }) {
  return (
    <svg
      className="page3d__stage page3d__still"
      viewBox="0 0 400 260"
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      focusable="false"
    >
      <rect width="400" height="260" rx="16" fill={LOGO_COLORS.stage} />
      {LOGO_SQUARES.map((color, index) => {
        const x = ORIGIN.x + (index % 2) * (SIZE + GAP);
        const y = ORIGIN.y + Math.floor(index / 2) * (SIZE + GAP);
        const top = `${x},${y} ${x + DEPTH},${y - DEPTH} ${x + SIZE + DEPTH},${y - DEPTH} ${x + SIZE},${y}`;
        const side = `${x + SIZE},${y} ${x + SIZE + DEPTH},${y - DEPTH} ${x + SIZE + DEPTH},${y + SIZE - DEPTH} ${x + SIZE},${y + SIZE}`;
        return (
          <g key={index}>
            <polygon points={top} fill={color} />
            <polygon points={top} fill="#ffffff" opacity="0.35" />
            <polygon points={side} fill={color} />
            <polygon points={side} fill="#000000" opacity="0.3" />
            <rect x={x} y={y} width={SIZE} height={SIZE} fill={color} />
          </g>
        );
      })}
    </svg>
  );
}
