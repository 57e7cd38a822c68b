/** 0.4567 -> "45.7 %" */
export const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

export const WAVE_LABEL = (offset: number) =>
  offset === 0
    ? 'At graduation'
    : offset % 12 === 0
      ? `${offset / 12} year${offset === 12 ? '' : 's'} after`
      : `${offset} months after`;
