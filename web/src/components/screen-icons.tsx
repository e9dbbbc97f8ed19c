/**
 * The icons of particular screens (the menu's and a dish's, the account's, the cart's and the kitchen's), on the
 * grid of icons.tsx. Apart from the icons every page's frame draws, so a page loads these only with a screen that
 * uses them.
 */
import { Icon, type IconProps, iconProps } from './icons.tsx';

export function ArrowLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M19 12H5M11 19l-7-7 7-7" />
    </Icon>
  );
}

export function FlameIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3c.6 3.2 5.5 5.6 5.5 10.5a5.5 5.5 0 0 1-11 0c0-2.5 1.2-4.2 2.6-5.4.2 1.8 1 2.9 2.3 3.4C10.6 8.6 10.8 5.5 12 3z" />
    </Icon>
  );
}

export function LeafIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 19c0-8 5.5-13.5 15-14-.5 9.5-6 15-14 15" />
      <path d="M5 19c3-4 6-7 10-9" />
    </Icon>
  );
}

/** Three sliders: the menu's filter. */
export function FilterIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
      <circle cx="15" cy="7" r="2" />
      <circle cx="9" cy="17" r="2" />
    </Icon>
  );
}

export function HistoryIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 12a8.5 8.5 0 1 0 2.6-6.1" />
      <path d="M3 4v4.5h4.5" />
      <path d="M12 8v4.5l3 2" />
    </Icon>
  );
}

export function EyeIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

export function EyeOffIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M10.6 5.6A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.6 3.4M6.5 7.1C3.9 8.8 2.5 12 2.5 12S6 18.5 12 18.5c1.8 0 3.3-.5 4.6-1.3" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </svg>
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M12 3l7.5 3v5.5c0 4.6-3.1 8.3-7.5 9.5-4.4-1.2-7.5-4.9-7.5-9.5V6z" />
      <path d="M9 12l2.2 2.2L15.5 10" />
    </svg>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

export function ReceiptIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </svg>
  );
}

export function HomeIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M3.5 11 12 4l8.5 7" />
      <path d="M6 9.5V20h12V9.5" />
      <path d="M10 20v-5h4v5" />
    </svg>
  );
}

export function CardIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="2" />
      <path d="M2.5 10h19M6.5 14.5h3" />
    </svg>
  );
}

export function HeartIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10z" />
    </svg>
  );
}

export function ChatIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M4 5.5h16v10H9.5L5 19.5v-4H4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </svg>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M9 5l7 7-7 7" />
    </svg>
  );
}

export function MailCheckIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M20.5 12V6.5a1.5 1.5 0 0 0-1.5-1.5H5a1.5 1.5 0 0 0-1.5 1.5v11A1.5 1.5 0 0 0 5 19h8" />
      <path d="M3.8 6.2 12 12.5l8.2-6.3M15.5 18l2 2 4-4" />
    </svg>
  );
}

export function CheckCircleIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M8 12.3l2.7 2.7L16.2 9.5" />
    </svg>
  );
}

export function SunIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2M12 19.5v2M4.6 4.6 6 6M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4" />
    </svg>
  );
}

export function MoonIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" />
    </svg>
  );
}

/** A grid of four tiles: the menu row's "switch to grid view". */
export function GridIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <rect x="4" y="4" width="7" height="7" rx="1.5" />
      <rect x="13" y="4" width="7" height="7" rx="1.5" />
      <rect x="4" y="13" width="7" height="7" rx="1.5" />
      <rect x="13" y="13" width="7" height="7" rx="1.5" />
    </svg>
  );
}

/** One card between two peeking ones: the menu row's "switch to carousel view". */
export function CarouselIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <rect x="7" y="5" width="10" height="14" rx="1.5" />
      <path d="M3 7v10M21 7v10" />
    </svg>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M4 7h16M10 11v6M14 11v6" />
      <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7" />
    </svg>
  );
}

/** A covered serving dish: catering. */
export function ClocheIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M3 18h18M4.5 18a7.5 7.5 0 0 1 15 0" />
      <path d="M12 10.5V8M10.5 8h3" />
    </svg>
  );
}

/** A steaming bowl: a dish. */
export function BowlIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M3.5 11h17a8.5 8.5 0 0 1-17 0z" />
      <path d="M9 3.5c-.8 1 .8 2-.1 3M13 3.5c-.8 1 .8 2-.1 3" />
    </svg>
  );
}

export function PencilIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
      <path d="M13.5 6.5l4 4" />
    </svg>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
    </svg>
  );
}

/** A banknote: cash. */
export function CashIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <rect x="2.5" y="6" width="19" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 9.5v5M18 9.5v5" />
    </svg>
  );
}

/** A hand holding a coin: a tip. */
export function TipIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <circle cx="15" cy="6.5" r="3" />
      <path d="M3 14h3l3.5-1.5h4a1.5 1.5 0 0 1 0 3H10M13 15.5l5-2.3a1.6 1.6 0 0 1 1.8 2.5L15 20H3" />
    </svg>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}

export function BookmarkIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M6 4h12v16l-6-4-6 4z" />
    </svg>
  );
}

export function MinusIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M5 12h14" />
    </svg>
  );
}

/** A delivery van: delivery. */
export function TruckIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M2.5 6.5h11v10h-11zM13.5 10h4l3 3.2v3.3h-7" />
      <circle cx="6.5" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </svg>
  );
}

/** Two arrows in a circle: order again. */
export function RepeatIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M4 11a8 8 0 0 1 14-5.3L20 8M20 4v4h-4" />
      <path d="M20 13a8 8 0 0 1-14 5.3L4 16M4 20v-4h4" />
    </svg>
  );
}

/** A price tag: an offer, or a code taken. */
export function TagIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M12.6 3.5H4.5a1 1 0 0 0-1 1v8.1l8.4 8.4a1.4 1.4 0 0 0 2 0l6.1-6.1a1.4 1.4 0 0 0 0-2z" />
      <circle cx="8.25" cy="8.25" r="1.5" />
    </svg>
  );
}
