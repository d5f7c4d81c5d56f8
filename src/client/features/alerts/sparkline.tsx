const WIDTH = 96;
const HEIGHT = 28;
const PAD = 2;

/** The polyline's points for values drawn left (oldest) to right (newest), scaled to the box. */
export function sparklinePoints(values: readonly number[]): string {
  if (values.length === 0) return '';
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  return values
    .map((v, i) => {
      const x = PAD + i * step;
      const y = max === min ? HEIGHT / 2 : PAD + ((max - v) / span) * (HEIGHT - 2 * PAD);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/** A small trend line; the label says in words what it shows (it is an image to assistive technology). */
export function Sparkline({ values, label }: { values: readonly number[]; label: string }) {
  if (values.length < 2) return <span className="small text-body-secondary">No trend yet</span>;
  return (
    <svg
      role="img"
      aria-label={label}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="text-primary"
    >
      <polyline points={sparklinePoints(values)} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
