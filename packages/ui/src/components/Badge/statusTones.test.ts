import { describe, expect, it } from 'vitest';
import { bookingStatusTone, guideStatusTone, leadStatusTone } from './statusTones.ts';

describe('status tones (docs/admin.md)', () => {
  it('guides: sent green, pending yellow, anything else red', () => {
    expect(['sent', 'pending', 'failed'].map(guideStatusTone)).toEqual(['green', 'yellow', 'red']);
  });
  it('bookings: confirmed green, pending yellow, other gray', () => {
    expect(['confirmed', 'pending', 'cancelled'].map(bookingStatusTone)).toEqual([
      'green',
      'yellow',
      'gray',
    ]);
  });
  it('leads: converted green, new blue, contacted yellow, qualified purple, other gray', () => {
    expect(['converted', 'new', 'contacted', 'qualified', 'closed'].map(leadStatusTone)).toEqual([
      'green',
      'blue',
      'yellow',
      'purple',
      'gray',
    ]);
  });
});
