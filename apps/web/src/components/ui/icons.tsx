// Icons drawn once and used wherever they appear; all are decorative (the control names itself).

interface IconProps {
  className?: string;
}

/** A cross, for buttons that close or remove. */
export function CloseIcon({ className = "h-5 w-5" }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d="M5.3 4 10 8.6 14.7 4 16 5.3 11.4 10l4.6 4.7-1.3 1.3-4.7-4.6L5.3 16 4 14.7 8.6 10 4 5.3z" />
    </svg>
  );
}

const chevron =
  "M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4z";

/** A chevron toward the reading direction's end (or start); it mirrors in right-to-left pages. */
export function ChevronIcon({
  toward = "end",
  className = "h-4 w-4",
}: IconProps & { toward?: "start" | "end" }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`flip-rtl ${toward === "start" ? "rotate-180 " : ""}${className}`}
      fill="currentColor"
    >
      <path d={chevron} />
    </svg>
  );
}

/** An arrow toward the reading direction's end, for links that lead on; it mirrors in right-to-left pages. */
export function ArrowIcon({ className = "h-4 w-4" }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`flip-rtl ${className}`}
      fill="currentColor"
    >
      <path d="M11.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4L14.6 11H3a1 1 0 1 1 0-2h11.6l-3.3-3.3a1 1 0 0 1 0-1.4z" />
    </svg>
  );
}

function StrokeIcon({ className, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  );
}

export function CartIcon({ className = "h-5 w-5 shrink-0" }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="17" cy="20" r="1.5" />
    </StrokeIcon>
  );
}

export function WishlistIcon({ className = "h-5 w-5" }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3 5 6.4 5c2 0 3.3 1.1 4.1 2.3L12 9l1.5-1.7C14.3 6.1 15.6 5 17.6 5 21 5 22.7 8.4 21.2 11.4 19 15.6 12 20 12 20z" />
    </StrokeIcon>
  );
}

export function CompareIcon({ className = "h-5 w-5" }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M7 4 3 8l4 4M3 8h14M17 12l4 4-4 4M21 16H7" />
    </StrokeIcon>
  );
}

/** A person, for the account menu and signing in. */
export function AccountIcon({ className = "h-6 w-6" }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </StrokeIcon>
  );
}

/** Two opposite arrows, for the header's compare list. */
export function CompareListIcon({ className = "h-6 w-6" }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M7 4v16M17 4v16M3 8l4-4 4 4M13 16l4 4 4-4" />
    </StrokeIcon>
  );
}

/** A speech bubble, for messages to vendors. */
export function ChatIcon({ className = "h-5 w-5" }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z" strokeLinejoin="round" />
    </StrokeIcon>
  );
}

/** A shop front with its awning and door, for the vendor's desk. */
export function StoreIcon({ className = "h-6 w-6" }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d="M3 4h18l-1.5 5h-15zM5 10.5h14V20h-5v-5h-4v5H5z" />
    </svg>
  );
}

/** A delivery truck, driving toward the reading direction's end; it mirrors in right-to-left pages. */
export function TruckIcon({ className = "h-5 w-5 shrink-0" }: IconProps) {
  return (
    <StrokeIcon className={`flip-rtl ${className}`}>
      <path d="M2 6h11v10H2zM13 10h4l3 3v3h-7" />
      <circle cx="6" cy="18" r="1.8" />
      <circle cx="17" cy="18" r="1.8" />
    </StrokeIcon>
  );
}
