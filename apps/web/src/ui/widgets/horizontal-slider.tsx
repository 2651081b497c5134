import { Group, Input, Slider, Text } from '@mantine/core';
import { SLIDER_BLOCK_WIDTH_PX } from '@puente/shared';

/**
 * A labelled horizontal slider (arrow keys, Home and End move it); its block is 115 px wide. Its value is
 * written at the end of its label's line, always in view: Mantine's floating value label, shown over the
 * thumb while it is hovered or dragged, covered the label above it.
 */
export function HorizontalSlider({
  label,
  value,
  onChange,
  min = 0,
  max = 100,
  step = 1,
  width = SLIDER_BLOCK_WIDTH_PX,
  format = String,
}: {
  /** The slider's name, without its value. */
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  width?: number;
  /** How the value reads beside the label and to screen readers. */
  format?: (value: number) => string;
}) {
  return (
    <Input.Wrapper
      label={
        <Group component="span" justify="space-between" wrap="nowrap" gap="xs">
          <span>{label}</span>
          {/* Screen readers hear the value from the slider itself (aria-valuetext). */}
          <Text component="span" fw={600} size="sm" aria-hidden>
            {format(value)}
          </Text>
        </Group>
      }
      labelElement="div"
      w={width}
    >
      <Slider
        value={value}
        onChange={onChange}
        min={min}
        max={max}
        step={step}
        label={null}
        thumbLabel={label}
        thumbValueText={format}
      />
    </Input.Wrapper>
  );
}
