import { Svg, type IconProps } from './icons';

// Line icons of the public site, drawn on the same 24 px grid and stroke as ./icons.

export const ChevronLeftIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M15 5l-7 7 7 7" />
  </Svg>
);

export const ChevronRightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 5l7 7-7 7" />
  </Svg>
);

export const ArrowLeftIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Svg>
);

export const PlaneIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10.5 13.5L3 11l1.5-1.5 8 .5 4.2-4.2a2 2 0 0 1 2.8 2.8L15.3 12.8l.5 8-1.5 1.5-2.5-7.5-3.3 3.3.3 2.4-1.3 1.3-1.6-3.4-3.4-1.6 1.3-1.3 2.4.3 3.3-3.3z" />
  </Svg>
);

export const GraduationCapIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2 9l10-5 10 5-10 5L2 9z" />
    <path d="M6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5M22 9v6" />
  </Svg>
);

export const PartyPopperIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 20l4.5-12L16 15.5 4 20z" />
    <path d="M8.5 8c1.5 2.5 3.5 4.5 7.5 7.5M14 3v2M19 8h2M17.5 4.5L16 6M19.5 12.5l-1.5-.5M11 5.5c.8-1.2.8-2.3 0-3.5" />
  </Svg>
);

export const BuildingIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 9h4a1 1 0 0 1 1 1v11M2 21h20" />
    <path d="M8 8h3M8 12h3M8 16h3M17.5 13h.01M17.5 17h.01" />
  </Svg>
);

export const MapIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 4L3 6.5v13L9 17l6 3 6-2.5v-13L15 7 9 4z" />
    <path d="M9 4v13M15 7v13" />
  </Svg>
);

export const CalendarIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4M8 14h2M14 14h2M8 17.5h2" />
  </Svg>
);

export const ShieldIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3l8 3v6c0 4.5-3.3 8.2-8 9-4.7-.8-8-4.5-8-9V6l8-3z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </Svg>
);

export const ChauffeurIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 8.5C7 6 9.2 4 12 4s5 2 5 4.5" />
    <path d="M5.5 8.5h13M8.5 8.5a3.5 3.5 0 0 0 7 0" />
    <path d="M4.5 21c.6-3.9 3.6-6.5 7.5-6.5s6.9 2.6 7.5 6.5M12 14.5l-1.5 3 1.5 3.5 1.5-3.5-1.5-3z" />
  </Svg>
);

export const MoonIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" />
  </Svg>
);

export const PinIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Svg>
);

export const FlagIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </Svg>
);

export const SparkleIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3z" />
    <path d="M19 16l.7 1.8 1.8.7-1.8.7L19 21l-.7-1.8-1.8-.7 1.8-.7L19 16z" />
  </Svg>
);

export const StarIcon = ({ className = 'h-4 w-4', filled = true }: IconProps & { filled?: boolean }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
    <path
      d="M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8L12 3.2z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.2}
      strokeLinejoin="round"
    />
  </svg>
);

export const QuoteIcon = ({ className = 'h-8 w-8' }: IconProps) => (
  <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className} fill="currentColor">
    <path d="M13 8C7.5 9.6 4 13.8 4 19.5 4 23 6.2 25 9 25c2.6 0 4.5-1.9 4.5-4.4 0-2.4-1.7-4.1-4-4.1-.5 0-1 .1-1.3.2.6-3 2.8-5.3 5.8-6.5L13 8zm15 0c-5.5 1.6-9 5.8-9 11.5 0 3.5 2.2 5.5 5 5.5 2.6 0 4.5-1.9 4.5-4.4 0-2.4-1.7-4.1-4-4.1-.5 0-1 .1-1.3.2.6-3 2.8-5.3 5.8-6.5L28 8z" />
  </svg>
);
