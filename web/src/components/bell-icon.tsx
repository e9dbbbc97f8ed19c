/** The bell of push alerts and notifications, on the icons' grid (components/icons.tsx): its own module, so the shell's icons do not grow. */
import { Icon, type IconProps } from './icons.tsx';

export function BellIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
      <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
    </Icon>
  );
}

export function BellOffIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8.2 6.3A6 6 0 0 1 18 11v4.5M6 11v5l-1.5 2H17" />
      <path d="M10 20.5a2.2 2.2 0 0 0 4 0M3 3l18 18" />
    </Icon>
  );
}
