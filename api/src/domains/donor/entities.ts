import { Donation, Donor } from './donor.entities';

/** The donor and donation entities (issue 11). */
export const donorEntities: Function[] = [Donor, Donation];
