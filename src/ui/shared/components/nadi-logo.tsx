/**
 * The NADI mark: a hexagon (a network node) around an N drawn as linked nodes, in the brand's gold and
 * cyan. Inline SVG, so that it costs no request.
 */
export function NadiLogo({ size = 64 }: { size?: number }) {
  return (
    <svg
      className="nadi-logo"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      strokeWidth="4"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M32 3l25 14.5v29L32 61 7 46.5v-29z" stroke="#f0b90b" />
      <path d="M22 43V21l20 22V21" stroke="#22d3ee" />
      <circle cx="22" cy="21" r="4" fill="#f0b90b" stroke="none" />
      <circle cx="42" cy="43" r="4" fill="#22d3ee" stroke="none" />
    </svg>
  );
}
