import { toErrorBody } from '../errors/error-mapping';
import { parseInstant, selectionOf } from './audit-filters';

describe('the audit log’s instants', () => {
  it.each([
    ['2026-12-04', '2026-12-04T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2000-02-29', '2000-02-29T00:00:00.000Z'],
    ['0099-12-31', '0099-12-31T00:00:00.000Z'],
    ['2026-12-04T09:30Z', '2026-12-04T09:30:00.000Z'],
    ['2026-12-04T09:30:15Z', '2026-12-04T09:30:15.000Z'],
    ['2026-12-04T09:30:15.123456Z', '2026-12-04T09:30:15.123Z'],
    ['2026-12-04T09:30:00+02:00', '2026-12-04T07:30:00.000Z'],
    ['2026-12-04T00:30:00-05:30', '2026-12-04T06:00:00.000Z'],
  ])('reads %p as %p', (text, iso) => {
    const instant = parseInstant(text);
    expect(instant && new Date(instant.text).toISOString()).toBe(iso);
  });

  it.each([
    '2026-02-30',
    '2025-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-12-04T24:00Z',
    '2026-12-04T09:60Z',
    '2026-12-04T09:30',
    '2026-12-04 09:30Z',
    '2026-12-04T09:30:00+15:00',
    '0000-01-01',
    '26-12-04',
    '2026-12-4',
    'yesterday',
    '',
    '1733300000',
  ])('refuses %p', (text) => {
    expect(parseInstant(text)).toBeNull();
  });

  it('takes a range whose start is before its end, and refuses any other with the one error body', () => {
    expect(selectionOf({ from: '2026-12-01', to: '2026-12-02' })).toMatchObject({
      from: { text: '2026-12-01T00:00:00Z' },
      to: { text: '2026-12-02T00:00:00Z' },
    });
    // Apart by a microsecond: JavaScript's milliseconds alone would make them one instant.
    expect(selectionOf({ from: '2026-12-01T10:00:00.000001Z', to: '2026-12-01T10:00:00.000002Z' })).toMatchObject({
      from: { text: '2026-12-01T10:00:00.000001Z' },
    });
    let refusal: unknown;
    try {
      selectionOf({ from: '2026-12-02', to: '2026-12-02T00:00:00Z' });
    } catch (error) {
      refusal = error;
    }
    expect(toErrorBody(refusal)).toEqual({
      statusCode: 400,
      code: 'AUDIT.EMPTY_RANGE',
      message: '`from` must be before `to`',
      details: { from: '2026-12-02', to: '2026-12-02T00:00:00Z' },
    });
  });
});
