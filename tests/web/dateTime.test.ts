import { dateTimeText } from '@/lib/format';
import { monthWidth } from '@/features/accounts/fees/useMonthLabel';

/**
 * A moment in the product (SMS log, furniture given): the long date and the time in Asia/Dhaka, with
 * the language's own AM/PM words: Intl writes Bengali times with a Latin "PM" (issue 25 item 20).
 */
describe('dateTimeText', () => {
  it('writes a Bengali afternoon with অপরাহ্ণ and Bengali digits, in Dhaka time', () => {
    const text = dateTimeText('bn', '2026-11-28T08:30:00Z', 'পূর্বাহ্ণ', 'অপরাহ্ণ');
    expect(text).toContain('২৮ নভেম্বর, ২০২৬');
    expect(text).toContain('২:৩০ অপরাহ্ণ');
    expect(text).not.toMatch(/[AP]M/);
  });

  it('takes AM from the Dhaka hour, not the machine\'s (20:05 UTC is 2:05 the next morning)', () => {
    expect(dateTimeText('en', '2026-11-27T20:05:00Z', 'AM', 'PM')).toMatch(/November 28, 2026.*2:05\sAM$/);
    expect(dateTimeText('bn', '2026-11-28T06:00:00Z', 'পূর্বাহ্ণ', 'অপরাহ্ণ')).toContain('১২:০০ অপরাহ্ণ');
    expect(dateTimeText('bn', '2026-11-27T18:00:00Z', 'পূর্বাহ্ণ', 'অপরাহ্ণ')).toContain('১২:০০ পূর্বাহ্ণ');
  });

  it('leaves what is not a moment as it is', () => {
    expect(dateTimeText('en', 'not a date', 'AM', 'PM')).toBe('not a date');
  });
});

describe('monthWidth', () => {
  it('writes whole month names in Bengali, whose short names mix ফেব with নভেম্বর', () => {
    const short = (locale: string, m: number) => new Intl.DateTimeFormat(locale, { month: monthWidth(locale, 'short'), timeZone: 'UTC' }).format(new Date(Date.UTC(2026, m, 15)));
    expect([short('bn', 1), short('bn', 10)]).toEqual(['ফেব্রুয়ারি', 'নভেম্বর']);
    expect(short('en', 1)).toBe('Feb');
  });
});
