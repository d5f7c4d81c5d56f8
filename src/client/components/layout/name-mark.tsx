/**
 * The PerRound name mark: a cartridge headstamp seen from behind (brass rim, primer in the centre) beside the
 * name, "Round" in brass. Inline SVG: no request, crisp at any size, and it follows the theme's colours.
 */
export function NameMark({ size = 28 }: { size?: number }) {
  return (
    <>
      <svg className="pr-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="14.5" fill="none" stroke="var(--pr-mark-ring)" strokeWidth="3" />
        <circle
          cx="16"
          cy="16"
          r="9.5"
          fill="none"
          stroke="var(--pr-brand)"
          strokeWidth="1.5"
          strokeDasharray="3 2.2"
        />
        <circle cx="16" cy="16" r="4.5" fill="var(--pr-brand)" />
      </svg>
      <span>
        Per<span className="pr-brand-accent">Round</span>
      </span>
    </>
  );
}
