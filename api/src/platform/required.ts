import type { ValidationArguments } from 'class-validator';
import type { ErrorCode } from './errors';

/**
 * Whether a value counts as not given: absent, blank text, an empty list, or 0 (what a number
 * box left empty sends for a count or a year that must be chosen).
 */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === 0) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The key for a field that must be given: requiredField while it is blank, else invalidValue. */
export function missingOrInvalid(value: unknown): ErrorCode {
  return isBlank(value) ? 'requiredField' : 'invalidValue';
}

/**
 * The message of a required field's rules (`@Length(1, 80, required)`, `@IsIn(list, required)` …):
 * a blank value is requiredField (check() adds the field's name), anything else the rule refuses
 * (too long, not one of the choices, out of range) is invalidValue.
 */
export const required = { message: (args: ValidationArguments): string => missingOrInvalid(args.value) };
