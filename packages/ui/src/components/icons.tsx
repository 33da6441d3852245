// Small icons; decorative, so hidden from assistive technology. The ones every page repeats in its frame (header,
// mobile menu, footer) are drawn by the stylesheet (styles/icons.css) so their shapes travel once; the rest are
// inline SVG.
import { Icon } from './icon.tsx';

const common = {
  'aria-hidden': true,
  focusable: false,
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
} as const;

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

export const PhoneIcon = () => <Icon name="phone" />;

export const PinIcon = () => <Icon name="pin" />;

/** Two opposite arrows: the town switch (go to the other town's site), not a location pin. */
export const SwapIcon = () => <Icon name="swap" />;

/** A handset with an incoming arrow: «Перезвоните мне». */
export const CallbackIcon = () => <Icon name="callback" />;

export const ClockIcon = () => <Icon name="clock" />;

/** A magnifier: the header's search. */
export const SearchIcon = () => <Icon name="search" />;
