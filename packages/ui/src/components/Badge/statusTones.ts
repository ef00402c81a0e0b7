export type BadgeTone =
  'green' | 'yellow' | 'red' | 'blue' | 'purple' | 'gray' | 'brand' | 'sand' | 'danger';

/** docs/admin.md: guide submission status — sent green, pending yellow, any other red. */
export function guideStatusTone(status: string): BadgeTone {
  if (status === 'sent') return 'green';
  if (status === 'pending') return 'yellow';
  return 'red';
}

/** docs/admin.md: booking status — confirmed green, pending yellow, other gray. */
export function bookingStatusTone(status: string): BadgeTone {
  if (status === 'confirmed') return 'green';
  if (status === 'pending') return 'yellow';
  return 'gray';
}

/** docs/admin.md: lead status — converted green, new blue, contacted yellow, qualified purple, other gray. */
export function leadStatusTone(status: string): BadgeTone {
  const tones: Record<string, BadgeTone> = {
    converted: 'green',
    new: 'blue',
    contacted: 'yellow',
    qualified: 'purple',
  };
  return tones[status] ?? 'gray';
}

/** docs/admin.md, "Staff accounts": admin purple, editor blue. */
export function staffRoleTone(role: string): BadgeTone {
  return role === 'admin' ? 'purple' : 'blue';
}

/** docs/admin.md, "Staff accounts": active green, disabled gray. */
export function staffStatusTone(disabled: boolean): BadgeTone {
  return disabled ? 'gray' : 'green';
}

/** docs/admin.md, "Content studio": published green, draft yellow, archived gray. */
export function contentStatusTone(status: string): BadgeTone {
  if (status === 'published') return 'green';
  if (status === 'draft') return 'yellow';
  return 'gray';
}
