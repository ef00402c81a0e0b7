export type BadgeTone =
  'green' | 'yellow' | 'red' | 'blue' | 'purple' | 'gray' | 'brand' | 'sand' | 'danger';

/** Spec 001 §4: guide submission status — sent green, pending yellow, any other red. */
export function guideStatusTone(status: string): BadgeTone {
  if (status === 'sent') return 'green';
  if (status === 'pending') return 'yellow';
  return 'red';
}

/** Spec 001 §4: booking status — confirmed green, pending yellow, other gray. */
export function bookingStatusTone(status: string): BadgeTone {
  if (status === 'confirmed') return 'green';
  if (status === 'pending') return 'yellow';
  return 'gray';
}

/** Spec 001 §4: lead status — converted green, new blue, contacted yellow, qualified purple, other gray. */
export function leadStatusTone(status: string): BadgeTone {
  const tones: Record<string, BadgeTone> = {
    converted: 'green',
    new: 'blue',
    contacted: 'yellow',
    qualified: 'purple',
  };
  return tones[status] ?? 'gray';
}
