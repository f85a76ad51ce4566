import { Svg, type IconProps } from '../../ui/icon-svg';

export const FlameIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 22c4 0 7-2.7 7-6.8 0-4.2-3.2-6.6-4.3-10.7-.2-.8-1.2-1-1.7-.3C11.6 6 11 8 11.3 10c-1.2-.6-2-1.9-2.2-3.2-.1-.7-1-.9-1.4-.3C6.3 8.4 5 10.8 5 15.2 5 19.3 8 22 12 22Z" />
  </Svg>
);

export const SnowflakeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 2v20M4.9 4.9l14.2 14.2M2 12h20M4.9 19.1 19.1 4.9M9 4l3 3 3-3M9 20l3-3 3 3M4 9l3 3-3 3M20 9l-3 3 3 3" />
  </Svg>
);
