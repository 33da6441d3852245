// Small inline icons; decorative, so hidden from assistive technology.
const common = {
  'aria-hidden': true,
  focusable: false,
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
} as const;

export function PhoneIcon() {
  return (
    <svg {...common}>
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"
      />
    </svg>
  );
}

export function PinIcon() {
  return (
    <svg {...common}>
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
      />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg {...common}>
      <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...common}>
      <path
        fill="currentColor"
        d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z"
      />
    </svg>
  );
}

/** Two opposite arrows: the town switch (go to the other town's site), not a location pin. */
export function SwapIcon() {
  return (
    <svg {...common}>
      <path
        fill="currentColor"
        d="M7 7h11.2l-2.6-2.6L17 3l5 5-5 5-1.4-1.4L18.2 9H7zm10 10H5.8l2.6 2.6L7 21l-5-5 5-5 1.4 1.4L5.8 15H17z"
      />
    </svg>
  );
}

/** A handset with an incoming arrow: «Перезвоните мне». */
export function CallbackIcon() {
  return (
    <svg {...common}>
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1zM21.7 3.7 20.3 2.3 16 6.6V4h-2v6h6V8h-2.6z"
      />
    </svg>
  );
}

export function ClockIcon() {
  return (
    <svg {...common}>
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7z"
      />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...common}>
      <path fill="currentColor" d="M8 5v14l11-7z" />
    </svg>
  );
}

export function LogoMark() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="36"
      height="36"
      viewBox="0 0 36 36"
      className="logo-mark"
    >
      <rect width="36" height="36" rx="9" fill="#efc06e" />
      <circle cx="18" cy="18" r="10" fill="none" stroke="#15120c" strokeWidth="2.5" />
      <circle cx="18" cy="12.5" r="2.2" fill="#15120c" />
      <circle cx="18" cy="23.5" r="2.2" fill="#15120c" />
      <circle cx="12.5" cy="18" r="2.2" fill="#15120c" />
      <circle cx="23.5" cy="18" r="2.2" fill="#15120c" />
    </svg>
  );
}
