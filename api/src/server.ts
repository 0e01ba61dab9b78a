import 'reflect-metadata';
import { constants as zlib } from 'node:zlib';
import { ApolloServer, type GraphQLRequestListener } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler, type NextFunction, type Request, type Response } from 'express';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import helmet from 'helmet';
import multer from 'multer';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { startAbsenceScheduler } from './domains/attendance/absence';
import { devicePolicy } from './domains/attendance/device-address';
import { pullsSettled, startAttendancePuller } from './domains/attendance/puller';
import { openApiJson } from './openapi/serve';
import { mountRestRoutes } from './rest-routes';
import { lastBackupCache, startBackupSchedule } from './platform/backup';
import { systemClock, type Clock } from './platform/clock';
import { RequestCtx, type Ctx } from './platform/context';
import { csrfGuard } from './platform/csrf';
import { jitGateway } from './platform/jit-executor';
import { smsDeliveriesSettled } from './platform/sms';
import { isDatabaseUnavailable } from './platform/db-errors';
import { AppError, RETRY_AFTER_SECONDS } from './platform/errors';
import { inTurn } from './platform/in-turn';
import { createLoaders } from './platform/loaders';
import { createLimits } from './platform/rate-limit';
import { closeRedis, connectRedis } from './platform/redis';
import { plainJsonBody } from './platform/json-body';
import { databaseReadiness } from './platform/readiness';
import { requestLogs } from './platform/request-log';
import { cookieSession, resolveCallers, sessionCache } from './platform/session';
import { s3Storage } from './platform/s3-storage';
import { sendStoredFile } from './platform/serve-file';
import { discardUploads, isPublicImage, isStoredFileName, localStorage, MAX_UPLOAD_BYTES, RequestStorage, type Storage } from './platform/storage';
import { serveWebApp } from './platform/web-static';
import { graphqlSchema } from './schema';
import { longListTurns } from './platform/turns';

/** Root query fields that answer up to thousands of rows (platform/turns.ts). */
const LONG_LISTS = new Set(['students', 'studentPage']);

/** Minutes between absence-message runs of the running server (each run sends only what is due and not yet sent). */
export const ABSENCE_CHECK_MINUTES = 5;
/** How long a shutdown waits for SMS still being delivered. */
const SHUTDOWN_SMS_WAIT_MS = 10_000;

export interface ServerDeps {
  config: Config;
  db: DataSource;
  clock?: Clock;
  storage?: Storage;
  /** Minutes between runs of the absence messages (issue 12); unset: only "send absence messages now". */
  absenceCheckMinutes?: number;
  /** Where log lines go; default: standard output, written asynchronously (lines of a moment go out in one write). */
  logDestination?: pino.DestinationStream;
}

/** Maps any error to the REST answer `{ success: false, message: key, params }`; unknown errors are logged and masked. */
function restError(err: unknown, req: Request, res: Response): void {
  let e = err;
  if (e instanceof multer.MulterError) e = new AppError(e.code === 'LIMIT_FILE_SIZE' ? 'fileTooLarge' : 'invalidFile');
  if (e instanceof SyntaxError && 'body' in e) e = new AppError('invalidValue');
  if (isDatabaseUnavailable(e)) {
    req.log.warn({ err: e }, 'database unreachable');
    e = new AppError('serviceUnavailable');
  }
  const status = (e as { status?: unknown } | null)?.status;
  if (!(e instanceof AppError) && typeof status === 'number' && status >= 400 && status < 500) {
    e = new AppError(status === 413 ? 'fileTooLarge' : status === 404 ? 'sorryNotFound' : 'invalidValue');
  }
  if (e instanceof AppError) {
    if (e.code === 'serviceUnavailable') res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(e.status).json({ success: false, message: e.code, params: e.params });
    return;
  }
  req.log.error({ err: e }, 'request failed');
  res.status(500).json({ success: false, message: 'errorMessage', requestId: req.id });
}

/**
 * The /graphql answer for a request that never reached Apollo (a body that is not JSON, a broken
 * multipart request, too large): a GraphQL error with a 4xx status, never the REST shape or a 5xx.
 */
function graphqlTransportError(err: unknown, req: Request, res: Response): void {
  const status = (err as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = status === 413 ? 'fileTooLarge' : 'invalidValue';
    res.status(status).json({ errors: [{ message: code, extensions: { code } }] });
    return;
  }
  if (isDatabaseUnavailable(err)) {
    req.log.warn({ err }, 'database unreachable');
    res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.json({ errors: [{ message: 'serviceUnavailable', extensions: { code: 'serviceUnavailable' } }] });
    return;
  }
  req.log.error({ err }, 'graphql request failed');
  res.status(500).json({ errors: [{ message: 'errorMessage', extensions: { code: 'errorMessage', requestId: req.id } }] });
}

/**
 * Logs a GraphQL operation's errors that are neither the catalogue's nor GraphQL's own (a defect, not
 * bad input; an unreachable database is a warning). An answer whose only errors are
 * serviceUnavailable goes out as HTTP 503 with Retry-After.
 */
const logUnexpectedErrors: GraphQLRequestListener<Ctx> = {
  async didEncounterErrors({ errors, contextValue }) {
    for (const err of errors) {
      const original = unwrapResolverError(err);
      if (isDatabaseUnavailable(original)) contextValue.log.warn({ err: original }, 'database unreachable');
      else if (!(original instanceof AppError) && !(original instanceof GraphQLError && original.extensions?.code)) {
        contextValue.log.error({ err: original }, 'graphql operation failed');
      }
    }
  },
  async willSendResponse({ response }) {
    const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
    if (errors?.length && errors.every((e) => e.extensions?.code === 'serviceUnavailable')) {
      response.http.status = 503;
      response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
    }
  },
};

const undoesUploads = Symbol('undoesUploads');

/** An Accept-Encoding naming (or allowing, `*`) an encoding the compression middleware makes. */
const COMPRESSIONS = /\b(br|gzip|deflate)\b|\*/i;

/**
 * Root mutation fields run one after another; each one that fails deletes the files saved while it
 * ran (a refused write keeps nothing), while a sibling mutation that succeeded keeps its own.
 * Wrapped once per (shared) schema object; queries are untouched.
 */
function undoUploadsOfFailedMutations(schema: GraphQLSchema): void {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const resolve = field.resolve;
    if (!resolve || (resolve as { [undoesUploads]?: true })[undoesUploads]) continue;
    const wrapped: typeof resolve = async (source, args, ctx: Ctx, info) => {
      const mark = ctx.storage instanceof RequestStorage ? ctx.storage.count : 0;
      try {
        return await resolve(source, args, ctx, info);
      } catch (e) {
        await discardUploads(ctx, mark);
        throw e;
      }
    };
    field.resolve = Object.assign(wrapped, { [undoesUploads]: true as const });
  }
}

export async function createServer(deps: ServerDeps) {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock();
  // Uploaded files: an S3-compatible bucket when STORAGE_URL names one (replicas share it), else this machine's disk.
  const storage = deps.storage ?? (config.storageUrl ? s3Storage(config.storageUrl) : localStorage(config.dataDir));
  // Signed-in callers are remembered briefly; from here on every write to their tables forgets them.
  sessionCache(db);
  // Standard output, written in the background: a request never waits for its log line (pino
  // flushes what is left when the process exits).
  const logger = pino({ level: config.logLevel }, deps.logDestination ?? pino.destination({ dest: 1, sync: false }));
  // Limits (sign-in, public writes, approval codes, "pull now"): in Redis shared by the replicas when REDIS_URL is set, else in memory.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : null;
  const limits = createLimits(config, redis, logger);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // No ETag on res.send/res.json answers: JSON answers are no-store (never revalidated), and hashing
  // each body cost a few microseconds of every call. Files keep theirs (serve-static, sendFile).
  app.set('etag', false);
  const documentHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:', 'blob:'], styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"], connectSrc: ["'self'"], fontSrc: ["'self'", 'data:'], objectSrc: ["'none'"], frameAncestors: ["'self'"],
      },
    },
    // Strict-Transport-Security below: on https answers only, unless COOKIE_SECURE says otherwise.
    strictTransportSecurity: false,
  });
  const hsts = (req: Request) => config.cookieSecure === true || (config.cookieSecure === 'https' && req.secure);
  // The built app's hashed scripts and styles need none of helmet's document headers (about 600
  // bytes on each of some sixty files of a first visit, most of a second at 50 KB/s); only nosniff.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (hsts(req)) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (req.method !== 'GET' || !req.path.startsWith('/assets/')) return documentHeaders(req, res, next);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  // Request ids and request logs (method, path and status only: never cookies, tokens or bodies).
  app.use(requestLogs(app, logger, (url) => url.startsWith('/api') || url.startsWith('/graphql'), config.controllerKey));
  app.use(cookieParser());

  const withContext = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const callers = await resolveCallers(req, db, config);
      const ctx = new RequestCtx(req, {
        requestId: req.id, config, db, clock,
        session: cookieSession(res, config), loaders: createLoaders(db), limits, ...callers,
        // This request's files: a write that fails deletes what it saved.
        storage: new RequestStorage(storage),
      });
      req.ctx = ctx;
      next();
    } catch (e) {
      next(e);
    }
  };

  // JSON answers (REST and GraphQL): compressed (brotli when the client takes it, else gzip; above
  // 1 kB), and never stored by a browser or proxy: they carry signed-in users' data. A client that
  // takes no compression (integrators, scripts) skips compression's per-request set-up (response
  // hooks, header parsing, about a tenth of a small signed-in call's work); it is told the answer
  // varies all the same. gzip at its fastest level (nginx's default for the same reason): on a
  // 2,000-student list (770 kB of JSON) level 6 took 5.8 ms of CPU and level 1 2.1 ms, for an answer
  // 4 % larger (30.3 kB against 29.1 kB); the answer waits for it, and REST's whole list is three times
  // as long. Brotli's quality 4 is both quicker than gzip's default and a third of its size.
  const compress = compression({ threshold: 1024, level: zlib.Z_BEST_SPEED, brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } } });
  const jsonAnswers = [
    (req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Cache-Control', 'no-store');
      if (COMPRESSIONS.test(req.headers['accept-encoding'] ?? '')) return compress(req, res, next);
      res.setHeader('Vary', 'Accept-Encoding');
      next();
    },
  ];

  // REST shim. Cross-site writes are refused before any body (or upload) is read.
  const api = express.Router();
  api.use(...jsonAnswers, csrfGuard(), express.json({ limit: '1mb' }), express.urlencoded({ extended: false, limit: '1mb' }), withContext);
  mountRestRoutes(api);
  api.use((_req, res) => { res.status(404).json({ success: false, message: 'sorryNotFound' }); });
  api.use((async (err, req, res, _next) => {
    await discardUploads(req.ctx);
    restError(err, req, res);
  }) as ErrorRequestHandler);
  // The OpenAPI document of the routes above (public, cached for an hour; api/src/openapi).
  app.get('/api/openapi.json', compress, openApiJson(api));
  app.use('/api', api);

  // GraphQL. The token limit is graphql-js's own parse option: armor's maxTokens plugin parsed every
  // document a second time, outside Apollo's parse step, so a syntax error answered 500. Field
  // suggestions ("Did you mean …") are removed by Apollo's own hideSchemaDetailsFromClientErrors, so
  // armor's copy of that plugin (one more hook on every request) is off.
  const armor = new ApolloArmor({ maxDepth: { n: 8, flattenFragments: true }, maxAliases: { n: 15 }, costLimit: { maxCost: 5000 }, maxTokens: { enabled: false }, blockFieldSuggestion: { enabled: false } }).protect();
  const schema = await graphqlSchema();
  undoUploadsOfFailedMutations(schema);
  const apollo = new ApolloServer<Ctx>({
    // Operations run compiled by graphql-jit (platform/jit-executor.ts); parsing and validation are Apollo's.
    gateway: jitGateway(schema),
    ...armor,
    parseOptions: { maxTokens: 1000 },
    plugins: [
      ...armor.plugins,
      ApolloServerPluginLandingPageDisabled(),
      // Per-field cache hints cost a hook on every resolved field; nothing here uses HTTP caching of GraphQL.
      ApolloServerPluginCacheControlDisabled(),
      // Inline traces are for federated subgraphs only; this schema is not one (Apollo would install it and ask on every request).
      ApolloServerPluginInlineTraceDisabled(),
      // One listener for every request (Apollo calls it at each step of each request; nothing per request to make).
      { requestDidStart: async () => logUnexpectedErrors },
      // The long student lists, two at a time (platform/turns.ts): their memory, not their speed, grows with clients.
      longListTurns<Ctx>(LONG_LISTS, 2),
    ],
    hideSchemaDetailsFromClientErrors: true,
    // main.ts (platform/shutdown.ts) owns SIGTERM: Apollo stops after the requests in flight finished.
    stopOnTerminationSignals: false,
    formatError: (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
      const original = unwrapResolverError(error);
      if (isDatabaseUnavailable(original)) return { message: 'serviceUnavailable', path: formatted.path, extensions: { code: 'serviceUnavailable' } };
      if (original instanceof AppError) {
        return { message: original.code, path: formatted.path, extensions: { code: original.code, params: original.params } };
      }
      if (original instanceof GraphQLError) return formatted;
      return { message: 'errorMessage', path: formatted.path, extensions: { code: 'errorMessage' } };
    },
  });
  await apollo.start();
  // Multipart GraphQL requests (uploads) only; any other request skips graphql-upload's content-type parsing.
  const parseUploads = graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: 5 });
  const uploads = (req: Request, res: Response, next: NextFunction) => {
    if (!/multipart/i.test(req.headers['content-type'] ?? '')) return next();
    return parseUploads(req, res, next);
  };
  app.use(
    '/graphql',
    inTurn(
      ...jsonAnswers,
      plainJsonBody(1024 * 1024, express.json({ limit: '1mb' })),
      uploads,
      withContext,
      expressMiddleware(apollo, { context: async ({ req }) => req.ctx }),
    ),
    ((err, req, res, _next) => graphqlTransportError(err, req, res)) as ErrorRequestHandler,
  );

  // Uploaded files, served back with their type and never sniffed. The academy site's public images
  // (logo, calligraphy, academy photo) go to anyone and may be cached anywhere; every other file
  // (children's photos, signatures, avatars) only to the academy's own signed-in users (guardians
  // included) and to controller operators, cached by their browser only. Names are random, so a
  // cached file never changes.
  app.get('/files/:code/:name', async (req, res, next) => {
    try {
      const { code, name } = req.params as { code: string; name: string };
      if (!isStoredFileName(code, name)) throw new AppError('sorryNotFound');
      const open = isPublicImage(name);
      if (!open) {
        const { actor, controller } = await resolveCallers(req, db, config);
        if (!actor && !controller) throw new AppError('loginError');
        if (!controller && actor?.user.code !== code) throw new AppError('authorRequired');
      }
      await sendStoredFile(req, res, storage, code, name, {
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': open ? 'public, max-age=604800, immutable' : 'private, max-age=3600',
        ...(open ? {} : { Vary: 'Cookie, Authorization' }),
      });
    } catch (e) {
      next(e);
    }
  });
  app.use('/files', (_req, _res, next) => next(new AppError('sorryNotFound')));

  // Ready while the database answers (checked at most once a second); otherwise 503, so a load balancer sends the traffic elsewhere.
  const databaseReady = databaseReadiness(db);
  // The last good backup (platform/backup.ts): a small note in BACKUP_DIR read at most once a minute, no query.
  const lastBackup = lastBackupCache(config.backup.dir);
  app.get('/healthz', async (_req, res) => {
    if (await databaseReady()) {
      const backup = await lastBackup();
      res.json(backup ? { ok: true, lastBackup: { at: backup.at, size: backup.size } } : { ok: true });
      return;
    }
    res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.json({ ok: false, message: 'serviceUnavailable' });
  });

  // The built web app; every other path is a client route.
  serveWebApp(app, config.webDist);
  app.use(((err, req, res, _next) => restError(err, req, res)) as ErrorRequestHandler);

  // Attendance devices are pulled every ATTENDANCE_PULL_MINUTES (off when unset, and in tests).
  const stopPuller = config.attendancePullMinutes ? startAttendancePuller(db, devicePolicy(config), config.attendancePullMinutes, logger, { ttlMs: config.jobLeaseSeconds * 1000 }) : async () => undefined;
  // Absence messages are checked every deps.absenceCheckMinutes (main.ts: ABSENCE_CHECK_MINUTES; tests run them by call).
  const stopAbsence = deps.absenceCheckMinutes ? startAbsenceScheduler({ db, clock, config, log: logger }, deps.absenceCheckMinutes, { ttlMs: config.jobLeaseSeconds * 1000 }) : async () => undefined;
  // The daily backup (BACKUP_HOUR, Asia/Dhaka) on the one replica holding the backup lease; off when BACKUP_HOUR=off (and in tests unless set).
  const stopBackups = config.backup.hour !== null ? startBackupSchedule(db, config, logger, { ttlMs: config.jobLeaseSeconds * 1000 }) : async () => undefined;
  return {
    app, logger,
    /** Graceful stop: the schedules end (a running pull or absence run finishes), Apollo stops, and SMS still being delivered are awaited, at most SHUTDOWN_SMS_WAIT_MS. */
    close: async () => {
      // a "pull now" still running in the background ends too (each device step is bounded by its timeout)
      await Promise.all([stopPuller(), stopAbsence(), stopBackups(), pullsSettled()]);
      await apollo.stop();
      if (!(await smsDeliveriesSettled(SHUTDOWN_SMS_WAIT_MS))) logger.warn('stopped while SMS were still being delivered');
      if (redis) await closeRedis(redis);
    },
  };
}
