import { Icon } from '../../../ui/icon';

/** A small speaker drawing for listen buttons (decorative: the button carries the label). */
export function SpeakerIcon({ size = 18 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M11 5 6 9H2v6h4l5 4V5z" />
      <path d="M15.5 8.5a5 5 0 0 1 0 7" />
      <path d="M19 5a10 10 0 0 1 0 14" />
    </Icon>
  );
}
