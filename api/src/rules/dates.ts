/** Pure date helpers on YYYY-MM-DD strings (calendar dates, no time zone). */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  // Stryker disable next-line ConditionalExpression: each check alone is covered by the others (an impossible month moves the year, an impossible day the month), except the year check for years before 100, which Date.UTC reads as 19xx (rules-dates tests it)
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

export function addDays(date: string, days: number): string {
  const m = DATE.exec(date);
  if (!m) throw new Error(`not a date: ${date}`);
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3] + days));
  return d.toISOString().slice(0, 10);
}

/** The product's time zone (spec §9): "today" is a calendar date in Asia/Dhaka, on the server and in the browser. */
export const TIME_ZONE = 'Asia/Dhaka';

const dhakaFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

// Stryker disable next-line StringLiteral: the first date kept is never read (no minute equals NaN)
let lastMinute = { minute: NaN, date: '' };

/**
 * An instant's calendar date in Asia/Dhaka, YYYY-MM-DD. The date of the last minute asked is kept
 * (Intl formatting is the costly part, and nearly every call asks about now); a zone's midnight is a
 * whole minute since 1970, so every instant of one minute has one date.
 */
export function dhakaDate(instant: Date): string {
  const ms = instant.getTime();
  // Stryker disable next-line ConditionalExpression,EqualityOperator,BooleanLiteral: the kept minute is a cache; formatting directly, or keeping minutes before 1970 too, gives the same date
  if (!(ms >= 0)) return dhakaFormat.format(instant);
  // Stryker disable next-line ArithmeticOperator: a finer key only keeps less (the cache), the date is the same
  const minute = Math.floor(ms / 60_000);
  // Stryker disable next-line ConditionalExpression: formatting every time (the cache unused) gives the same date; never formatting is caught by every date test
  if (minute !== lastMinute.minute) lastMinute = { minute, date: dhakaFormat.format(instant) };
  return lastMinute.date;
}
