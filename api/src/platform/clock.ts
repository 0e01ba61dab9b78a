import { dhakaDate } from '../rules/dates';

/** "Today" and "now" for the product, in Asia/Dhaka. Tests inject a clock to move time. */
export interface Clock {
  now(): Date;
  /** YYYY-MM-DD in Asia/Dhaka. */
  today(): string;
}

export { TIME_ZONE, dhakaDate } from '../rules/dates';

export function systemClock(): Clock {
  return { now: () => new Date(), today: () => dhakaDate(new Date()) };
}

/** A clock whose time can be set and moved, for tests. */
export class FixedClock implements Clock {
  constructor(private instant: Date = new Date()) {}
  now(): Date { return new Date(this.instant); }
  today(): string { return dhakaDate(this.instant); }
  set(instant: Date): void { this.instant = new Date(instant); }
  addDays(days: number): void { this.instant = new Date(this.instant.getTime() + days * 86_400_000); }
}
