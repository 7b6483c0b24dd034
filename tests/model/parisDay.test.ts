import { describe, expect, it } from 'vitest';
import { announcedOn, announcementTime } from '../../model/announcement.js';
import { parisDay } from '../../model/parisDay.js';

// Issue 44, D1: announcements count days in France, in the build and in the browser alike.
describe('parisDay', () => {
  it('gives the day in France, an hour ahead of UTC in winter and two in summer', () => {
    expect(parisDay(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(parisDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(parisDay(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(parisDay(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });
});

describe('announcementTime', () => {
  const december = { start: '2026-12-01', end: '2026-12-31' };
  it('counts the first and the last day in', () => {
    expect(announcementTime(december, '2026-11-30')).toBe('upcoming');
    expect(announcementTime(december, '2026-12-01')).toBe('current');
    expect(announcementTime(december, '2026-12-31')).toBe('current');
    expect(announcementTime(december, '2027-01-01')).toBe('ended');
  });

  it('knows the pages an announcement is for', () => {
    expect(announcedOn({ pages: 'toutes' }, '/cgv')).toBe(true);
    expect(announcedOn({ pages: ['/', '/cgv'] }, '/cgv')).toBe(true);
    expect(announcedOn({ pages: ['/'] }, '/cgv')).toBe(false);
  });
});
