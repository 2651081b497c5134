import { Input, Slider } from '@mantine/core';
import { SLIDER_BLOCK_WIDTH_PX } from '@puente/shared';

/** A labelled horizontal slider (arrow keys, Home and End move it); its block is 115 px wide. */
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
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  width?: number;
  /** How the value reads in the thumb's label and to screen readers. */
  format?: (value: number) => string;
}) {
  return (
    <Input.Wrapper label={label} labelElement="div" w={width}>
      <Slider
        value={value}
        onChange={onChange}
        min={min}
        max={max}
        step={step}
        label={format}
        thumbLabel={label}
        thumbValueText={format}
      />
    </Input.Wrapper>
  );
}
