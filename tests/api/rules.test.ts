import { academyStatus, bannerKey, guardianBannerKey, openWhilePaused } from '../../api/src/rules/academy-status';
import { fromBookMeta, toBookMeta } from '../../api/src/rules/books';
import { addDays, isIsoDate } from '../../api/src/rules/dates';
import { emailSlug } from '../../api/src/rules/email';
import { isValidMobileField, primaryMobile } from '../../api/src/rules/mobile';
import { can, MENU_GROUPS, menuGroupsOf, PERMISSIONS } from '../../api/src/rules/permissions';
import { dhakaDate, FixedClock } from '../../api/src/platform/clock';

describe('academy validity (spec §4: valid while today is before the expiry date)', () => {
  it.each([
    [{ activation: true, expiryDate: '2026-03-11' }, '2026-03-10', 'active'],
    [{ activation: true, expiryDate: '2026-03-10' }, '2026-03-10', 'expired'],
    [{ activation: true, expiryDate: '' }, '2026-03-10', 'expired'],
    [{ activation: false, expiryDate: '2030-01-01' }, '2026-03-10', 'notActivated'],
  ])('%j on %s is %s', (academy, today, status) => {
    expect(academyStatus(academy, today)).toBe(status);
  });
  it('maps status to the banner keys', () => {
    expect(bannerKey('notActivated')).toBe('activationStatus');
    expect(bannerKey('expired')).toBe('expiryStatus');
    expect(bannerKey('active')).toBeNull();
  });
  it('a guardian is never told to renew: a paused academy is "service paused" (issue 25 item 14)', () => {
    expect(guardianBannerKey('expired')).toBe('servicePaused');
    expect(guardianBannerKey('notActivated')).toBe('servicePaused');
    expect(guardianBannerKey('active')).toBeNull();
  });
  it('a paused academy opens only the dashboard; an active one every route (issue 25 item 14)', () => {
    expect(openWhilePaused('expired', '/dashboard')).toBe(true);
    expect(openWhilePaused('expired', '/dashboard/')).toBe(true);
    expect(openWhilePaused('expired', '/receipt')).toBe(false);
    expect(openWhilePaused('notActivated', '/settings')).toBe(false);
    expect(openWhilePaused('active', '/receipt')).toBe(true);
  });
});

describe('clock (Asia/Dhaka, UTC+6)', () => {
  it('is already tomorrow in Dhaka at 19:00 UTC', () => {
    expect(dhakaDate(new Date('2026-03-10T17:59:00Z'))).toBe('2026-03-10');
    expect(dhakaDate(new Date('2026-03-10T18:00:00Z'))).toBe('2026-03-11');
    const c = new FixedClock(new Date('2026-12-31T20:00:00Z'));
    expect(c.today()).toBe('2027-01-01');
  });
  it('gives each instant its own date around midnight, whatever was asked just before', () => {
    const asked = ['2026-03-10T17:59:59.999Z', '2026-03-10T18:00:00.000Z', '2026-03-10T17:59:30.000Z', '2026-03-10T18:00:59.999Z', '2026-03-10T18:00:59.999Z', '1969-12-31T17:59:59.000Z', '1969-12-31T18:00:00.000Z'];
    expect(asked.map((t) => dhakaDate(new Date(t)))).toEqual(['2026-03-10', '2026-03-11', '2026-03-10', '2026-03-11', '2026-03-11', '1969-12-31', '1970-01-01']);
    expect(() => dhakaDate(new Date('not a date'))).toThrow(RangeError);
  });
  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-10', 30)).toBe('2026-04-09');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });
});

describe('mobile numbers (at most two, under 30 characters, the first is used)', () => {
  it.each([
    ['01711000000', true], ['01711000000, 01811000000', true], ['+8801711000000', true],
    ['017, 018, 019', false], ['0171100000001711000000017110000', false], ['', false], ['abc', false],
  ])('%s → %s', (value, ok) => expect(isValidMobileField(value)).toBe(ok));
  it('uses the first', () => expect(primaryMobile('01811000000, 01711000000')).toBe('01811000000'));
});

describe('books', () => {
  it('keeps slot positions and flags, drops empty names', () => {
    const meta = toBookMeta([{ slot: 3, name: ' Fiqh ', isOptional: true }, { slot: 1, name: 'Arabic', isOptional: false }, { slot: 2, name: '', isOptional: false }]);
    expect(meta).toEqual({ book1: { name: 'Arabic', isOptional: false }, book3: { name: 'Fiqh', isOptional: true } });
    expect(fromBookMeta(meta)).toEqual([{ slot: 1, name: 'Arabic', isOptional: false }, { slot: 3, name: 'Fiqh', isOptional: true }]);
  });
});

describe('the permission table (both spec tables)', () => {
  it.each([
    ['result.write', ['education', 'superUser']],
    ['class.write', ['education', 'superUser']],
    ['student.manage', ['education', 'principal', 'superUser']],
    ['academy.update', ['admin', 'superUser']],
    ['receiptBook.write', ['councilMember', 'superUser']],
    ['receipt.write', ['accountant', 'boardingSuper', 'superUser']],
    ['book.write', ['managerAcademicLibrary', 'superUser']],
  ] as const)('%s is for %j', (permission, roles) => {
    expect([...PERMISSIONS[permission]].sort()).toEqual([...roles].sort());
  });
  it('menu groups follow spec §6', () => {
    expect([...MENU_GROUPS.boarding].sort()).toEqual(['accountant', 'admin', 'boardingSuper', 'councilMember', 'principal', 'superUser']);
    expect(menuGroupsOf('hostelManager')).toEqual(expect.arrayContaining(['messageService', 'buyAndSell', 'hostelManager']));
    expect(menuGroupsOf('hostelManager')).not.toContain('administration');
    expect(menuGroupsOf('guardian')).toEqual([]);
  });
  it('a guardian holds no academy permission, only the guardian pages', () => {
    expect(Object.keys(PERMISSIONS).filter((p) => can('guardian', p as keyof typeof PERMISSIONS))).toEqual(['guardian.read']);
  });
  it('the public slug is the e-mail prefix', () => expect(emailSlug('Nurani.Madrasa@Gmail.com')).toBe('nurani.madrasa'));
});
