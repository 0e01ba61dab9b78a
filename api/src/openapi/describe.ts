import type { ErrorCode } from '../platform/errors';
import type { Permission } from '../rules/permissions';

/**
 * A field in the route descriptions' short form: its type, `!` when required, then what it is.
 * Types: string, integer, number, boolean, date (YYYY-MM-DD), datetime, month (YYYY-MM), file
 * (a multipart file part), object, any, or any of these followed by [] for a list.
 * Examples: `'string! the sign-in e-mail'`, `'integer[] ids to delete'`, `'object[]! the rows'`.
 */
export type Field = string;
export type Fields = Record<string, Field>;

/** Who may call a route. */
export type Access =
  /** anyone, no sign-in */
  | 'public'
  /** any signed-in academy user (guardians included) */
  | 'signedIn'
  /** a signed-in controller operator; `controller.read` for moderators too */
  | 'controller' | 'controller.read'
  /** the controller key in the path (or header) */
  | 'controllerKey'
  /** a permission of the academy's permission table (api/src/rules/permissions.ts) */
  | Permission;

/** One REST route's description, keyed by `'METHOD /api/path/:param'` (the served route). */
export interface RouteDoc {
  /** One line: what the call does. */
  summary: string;
  /** More: rules, side effects, where it differs from the spec. */
  description?: string;
  /** Who may call it (reads and writes may differ: list both). */
  access: Access | Access[];
  /** The spec's call this route serves (document 1 or 2, §7), when it is one of them. */
  spec?: boolean;
  /** Path parameters other than `:code` (the academy's institute code, described once). */
  params?: Fields;
  /** Query string fields. */
  query?: Fields;
  /** The JSON (or form) body's fields. */
  body?: Fields;
  /** A TypeGraphQL input class whose fields the body takes (added to `body`; `body` wins). */
  input?: Function;
  /** The body is multipart/form-data (files and text fields). */
  multipart?: boolean;
  /** The keys of a success answer beside `success: true`. */
  answer?: Fields;
  /** A success answer that is a file, not JSON: its media type. */
  file?: string;
  /** Catalogue keys this route answers besides the common ones (added by the document builder). */
  errors?: ErrorCode[];
}

export type RouteDocs = Record<string, RouteDoc>;
