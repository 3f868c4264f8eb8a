import { describe, expect, it } from 'vitest';
import { isPublicHoliday } from './holidays';

describe('public holidays', () => {
  it('knows state holidays beside the national ones', () => {
    expect(isPublicHoliday('US-AL', '2026-06-01')).toBe(true); // Jefferson Davis' birthday
    expect(isPublicHoliday('US', '2026-06-01')).toBe(false);
    expect(isPublicHoliday('US', '2026-12-25')).toBe(true);
    expect(isPublicHoliday('US-LA', '2026-02-17')).toBe(true); // Mardi Gras
    expect(isPublicHoliday('CA-ON', '2026-02-16')).toBe(true); // Family Day
    expect(isPublicHoliday('XX', '2026-12-25')).toBe(false);
  });
});
