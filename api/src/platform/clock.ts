import { dhakaDate } from '../rules/dates';

/** "Today" and "now" for the product, in Asia/Dhaka. Tests inject a clock to move time. */
export interface Clock {
  now(): Date;
  /** YYYY-MM-DD in Asia/Dhaka. */
  today(): string;
}

export { TIME_ZONE, dhakaDate } from '../rules/dates';

/**
 * The system's clock. Today's date is formatted once a minute, not on every call (Intl's formatting
 * is a few microseconds of each signed-in request): a date changes only on a whole minute, as every
 * time zone's offset is a whole number of minutes.
 */
export function systemClock(): Clock {
  let minute = -1;
  let date = '';
  return {
    now: () => new Date(),
    today: () => {
      const ms = Date.now();
      const m = Math.floor(ms / 60_000);
      if (m !== minute) {
        date = dhakaDate(new Date(ms));
        minute = m;
      }
      return date;
    },
  };
}

/** A clock whose time can be set and moved, for tests. */
export class FixedClock implements Clock {
  constructor(private instant: Date = new Date()) {}
  now(): Date { return new Date(this.instant); }
  today(): string { return dhakaDate(this.instant); }
  set(instant: Date): void { this.instant = new Date(instant); }
  addDays(days: number): void { this.instant = new Date(this.instant.getTime() + days * 86_400_000); }
}
