import 'reflect-metadata';
import { IsEmail, MaxLength, validate, type ValidationError } from 'class-validator';
import { AppError, isErrorCode, type ErrorCode } from './errors';

/** A lone UTF-16 surrogate: JSON can carry one (`"\ud800"`); UTF-8, and so MySQL, cannot store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string is well-formed UTF-16 (every surrogate paired), so it has a UTF-8 form. */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** Where an ill-formed string sits: its path, and the object and property holding it. */
interface IllFormed { path: string; owner: object | null; key: string }

/**
 * The first ill-formed string (a value or a key) anywhere in an input, or null. MariaDB answers
 * a query carrying one with an error (a 500), and some validators throw on one (IsEmail's
 * encodeURI), so check() looks for it before any rule runs, over every input it validates (REST
 * bodies and GraphQL input objects), and checkArgument() over GraphQL's scalar arguments.
 */
function findIllFormed(value: unknown, path = '', owner: object | null = null, key = '', depth = 0, seen = new Set<object>()): IllFormed | null {
  if (typeof value === 'string') return isWellFormedText(value) ? null : { path: path || 'value', owner, key };
  if (!value || typeof value !== 'object' || depth > 32 || seen.has(value)) return null;
  // Bytes and pending uploads carry no text a query would receive.
  if (ArrayBuffer.isView(value) || typeof (value as { then?: unknown }).then === 'function') return null;
  seen.add(value);
  for (const [k, item] of Object.entries(value)) {
    const at = path ? `${path}.${k}` : k;
    if (!isWellFormedText(k)) return { path: at, owner: null, key: '' };
    const found = findIllFormed(item, at, value, k, depth + 1, seen);
    if (found) return found;
  }
  return null;
}

const WELL_FORMED_KEY = 'talim:wellFormedKey';

/**
 * Names the catalogue key an ill-formed value of this property is refused with (check() finds
 * it first); without it the key is invalidValue.
 */
export function IsWellFormed(message: ErrorCode = 'invalidValue'): PropertyDecorator {
  return (target, key) => Reflect.defineMetadata(WELL_FORMED_KEY, message, target, key);
}

function refuseIllFormed(value: unknown): void {
  const found = findIllFormed(value);
  if (!found) return;
  const key: unknown = found.owner && Reflect.getMetadata(WELL_FORMED_KEY, found.owner, found.key);
  throw new AppError(isErrorCode(key) ? key : 'invalidValue', { field: found.path });
}

/**
 * The one rule for an e-mail input: a well-formed address of at most 160 characters (the column
 * size). `message` is the key refused with: invalidEmail where an address is being given,
 * invalidEmailOrPassword at sign-in (which must not say which of the two was wrong).
 */
export function EmailField(message: 'invalidEmail' | 'invalidEmailOrPassword'): PropertyDecorator {
  const rules = [IsWellFormed(message), IsEmail({}, { message }), MaxLength(160, { message })];
  return (target, key) => { for (const rule of rules) rule(target, key); };
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Builds an input class from a REST body the way GraphQL would: only own keys, numbers and
 * booleans coerced from form strings by the property's declared type (multipart sends strings).
 */
export function fromPlain<T extends object>(Cls: new () => T, plain: unknown): T {
  const instance = new Cls();
  if (!plain || typeof plain !== 'object') return instance;
  for (const [key, raw] of Object.entries(plain as Record<string, unknown>)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    const declared = Reflect.getMetadata('design:type', Cls.prototype, key);
    let value = raw;
    if (declared === Number && typeof raw === 'string' && raw.trim() !== '' && !Number.isNaN(Number(raw))) value = Number(raw);
    if (declared === Boolean && typeof raw === 'string') value = raw === 'true' || raw === '1' || raw === 'on';
    (instance as Record<string, unknown>)[key] = value;
  }
  return instance;
}

function firstMessage(errors: ValidationError[]): { key: string; field: string } | null {
  for (const e of errors) {
    const messages = Object.values(e.constraints ?? {});
    if (messages.length) return { key: messages[0], field: e.property };
    const nested = firstMessage(e.children ?? []);
    if (nested) return { key: nested.key, field: `${e.property}.${nested.field}` };
  }
  return null;
}

/** Validates a decorated input; the first failing rule's message is the catalogue key thrown. */
export async function check<T extends object>(instance: T): Promise<T> {
  refuseIllFormed(instance);
  const errors = await validate(instance, {
    whitelist: true,
    forbidNonWhitelisted: false,
    forbidUnknownValues: false,
    validationError: { target: false, value: false },
  });
  const first = firstMessage(errors);
  if (first) throw new AppError(isErrorCode(first.key) ? first.key : 'invalidValue', { field: first.field });
  return instance;
}

/**
 * TypeGraphQL's validateFn: input objects (and lists of them) go through check(); scalar
 * arguments only need to be well-formed text (their GraphQL type already judged the rest).
 */
export async function checkArgument(value: unknown): Promise<void> {
  const items = Array.isArray(value) ? value : [value];
  for (const item of items) {
    if (item && typeof item === 'object') await check(item);
    else refuseIllFormed(item);
  }
}
