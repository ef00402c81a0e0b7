import type { MouseEvent } from 'react';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { Image, type ImageProps } from '../../components/Image/index.ts';
import * as styles from './MediaDetailsForm.css';

export interface FocalPoint {
  x: number;
  y: number;
}

export interface FocalPointPickerProps {
  /** The picture (alt is not needed: the preview repeats what the form describes). */
  image: Omit<ImageProps, 'alt'>;
  value: FocalPoint;
  onChange: (value: FocalPoint) => void;
  isDisabled?: boolean;
}

const percent = (fraction: number) => Math.round(fraction * 100);

/**
 * Where the subject of a picture is, so cropping frames keep it in view: click the preview,
 * or move the two sliders (arrow keys by 1 %, Page Up/Down by 10 %).
 */
export function FocalPointPicker({ image, value, onChange, isDisabled }: FocalPointPickerProps) {
  // The pointer's shortcut; the sliders are the keyboard's and screen readers' way.
  function place(event: MouseEvent<HTMLDivElement>) {
    if (isDisabled) return;
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 100) / 100));
    onChange({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  }
  const axis = (name: 'x' | 'y', label: string) => (
    <Slider
      className={styles.slider}
      minValue={0}
      maxValue={100}
      step={1}
      value={percent(value[name])}
      isDisabled={isDisabled}
      formatOptions={{ style: 'unit', unit: 'percent' }}
      onChange={(n) => onChange({ ...value, [name]: (n as number) / 100 })}
    >
      <span className={styles.sliderHeader}>
        <Label>{label}</Label>
        <SliderOutput />
      </span>
      <SliderTrack className={styles.track}>
        <SliderThumb className={styles.thumb} />
      </SliderTrack>
    </Slider>
  );
  return (
    <fieldset className={styles.picker} disabled={isDisabled}>
      <legend>Focal point</legend>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the sliders below do the same by keyboard */}
      <div className={styles.preview} onClick={place} data-testid="focal-preview">
        <Image {...image} alt="" />
        <span
          className={styles.marker}
          aria-hidden="true"
          style={{ left: `${percent(value.x)}%`, top: `${percent(value.y)}%` }}
        />
      </div>
      {axis('x', 'Across (from the left)')}
      {axis('y', 'Down (from the top)')}
    </fieldset>
  );
}
