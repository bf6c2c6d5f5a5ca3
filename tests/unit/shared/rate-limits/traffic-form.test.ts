import { describe, expect, it } from 'vitest';
import { checkTrafficForm, DEFAULT_TRAFFIC, trafficFormFrom } from '../../../../shared/rate-limits/traffic-form';
import { templateById } from '../../../../shared/rate-limits/templates';
import { intlFor } from '../../../../shared/i18n/catalogue';

const EN = intlFor('en');

describe('the simulator traffic form', () => {
  it('round-trips a traffic description', () => {
    const sample = templateById('api-per-key')!.sampleTraffic;
    expect(checkTrafficForm(trafficFormFrom(sample), EN)).toEqual({ ok: true, spec: sample });
    expect(checkTrafficForm(trafficFormFrom(DEFAULT_TRAFFIC), EN)).toEqual({ ok: true, spec: DEFAULT_TRAFFIC });
  });

  it('takes the method in any case and leaves out empty optional parts', () => {
    const check = checkTrafficForm(
      {
        ...trafficFormFrom(DEFAULT_TRAFFIC),
        method: 'post',
        headerName: ' ',
        responseCode: '',
      },
      EN,
    );
    expect(check).toEqual({ ok: true, spec: { ...DEFAULT_TRAFFIC, method: 'POST' } });
  });

  it('explains numbers that are not whole numbers, then limits', () => {
    const bad = checkTrafficForm(
      {
        ...trafficFormFrom(DEFAULT_TRAFFIC),
        requestsPerSecond: '1.5',
        durationSeconds: '',
      },
      EN,
    );
    expect(bad).toEqual({
      ok: false,
      problems: ['Requests per second must be a whole number.', 'Duration must be a whole number.'],
    });
    const tooMany = checkTrafficForm({ ...trafficFormFrom(DEFAULT_TRAFFIC), requestsPerSecond: '5000' }, EN);
    expect(!tooMany.ok && tooMany.problems[0]).toMatch(/from 1 to 1000/);
    const badHeader = checkTrafficForm(
      { ...trafficFormFrom(DEFAULT_TRAFFIC), headerName: 'x key', headerValues: '3' },
      EN,
    );
    expect(!badHeader.ok && badHeader.problems[0]).toMatch(/not a valid header name/);
  });
});
