import { describe, expect, it } from 'vitest';
import {
  checkBandwidthForm,
  describeNow,
  formFromSchedule,
  NEW_WINDOW,
} from '../../../../../renderer/screens/uploads/bandwidth-form';

const MiB = 1024 * 1024;

describe('bandwidth form', () => {
  it('turns MiB/s and clock times into the schedule, empty meaning no limit', () => {
    const check = checkBandwidthForm({
      otherwise: '',
      windows: [NEW_WINDOW, { from: '22:30', to: '06:00', days: [6, 5], limit: '' }],
    });
    expect(check.schedule).toEqual({
      otherwise: null,
      windows: [
        { from: 540, to: 1080, days: [], bytesPerSecond: 2 * MiB },
        { from: 1350, to: 360, days: [5, 6], bytesPerSecond: null },
      ],
    });
  });

  it('round-trips a schedule through the form', () => {
    const schedule = {
      otherwise: 4 * MiB,
      windows: [{ from: 65, to: 65, days: [7], bytesPerSecond: MiB / 4 }],
    };
    const form = formFromSchedule(schedule);
    expect(form).toEqual({ otherwise: '4', windows: [{ from: '01:05', to: '01:05', days: [7], limit: '0.25' }] });
    expect(checkBandwidthForm(form).schedule).toEqual(schedule);
  });

  it('names each field it cannot send, in the units typed', () => {
    const check = checkBandwidthForm({
      otherwise: '0.01',
      windows: [{ from: '25:00', to: '9', days: [], limit: 'fast' }],
    });
    expect(check.schedule).toBeUndefined();
    expect(check.otherwise).toBe('At least 0.063 MiB/s.');
    expect(check.windows[0]).toEqual({
      from: 'Enter a time such as 09:00.',
      to: 'Enter a time such as 09:00.',
      limit: 'Enter a number of MiB/s, or leave empty for no limit.',
    });
    expect(checkBandwidthForm({ otherwise: '20000', windows: [] }).otherwise).toBe('At most 10240 MiB/s.');
  });

  it('says the limit in force and until when', () => {
    const state = { schedule: { otherwise: null, windows: [] }, bytesPerSecond: 2 * MiB };
    expect(describeNow(state)).toBe('Now: 2 MiB/s.');
    expect(describeNow({ ...state, bytesPerSecond: null, nextChangeAt: Date.UTC(2026, 2, 10, 9) }, 'UTC')).toMatch(
      /^Now: no limit, until Tue,? 0?9:00( AM)?\.$/,
    );
  });
});
