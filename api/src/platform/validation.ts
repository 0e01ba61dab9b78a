import 'reflect-metadata';
import { validate, type ValidationError } from 'class-validator';
import { AppError, isErrorCode } from './errors';

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
