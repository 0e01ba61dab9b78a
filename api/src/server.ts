import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler, type NextFunction, type Request, type Response } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import helmet from 'helmet';
import multer from 'multer';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { accountRoutes } from './domains/accounts/rest';
import { authRoutes } from './domains/auth/rest';
import { controllerRoutes } from './domains/controller/rest';
import { educationRoutes } from './domains/education/rest';
import { othersRoutes } from './domains/others/rest';
import { systemClock, type Clock } from './platform/clock';
import type { Ctx } from './platform/context';
import { AppError } from './platform/errors';
import { createLoaders } from './platform/loaders';
import { Budget, SignInLimiter } from './platform/rate-limit';
import { cookieSession, resolveCallers } from './platform/session';
import { localStorage, MAX_UPLOAD_BYTES, type Storage } from './platform/storage';
import { graphqlSchema } from './schema';

export interface ServerDeps {
  config: Config;
  db: DataSource;
  clock?: Clock;
  storage?: Storage;
}

/** Maps any error to the REST answer `{ success: false, message: key, params }`; unknown errors are logged and masked. */
function restError(err: unknown, req: Request, res: Response): void {
  let e = err;
  if (e instanceof multer.MulterError) e = new AppError(e.code === 'LIMIT_FILE_SIZE' ? 'fileTooLarge' : 'invalidFile');
  if (e instanceof SyntaxError && 'body' in e) e = new AppError('invalidValue');
  const status = (e as { status?: unknown } | null)?.status;
  if (!(e instanceof AppError) && typeof status === 'number' && status >= 400 && status < 500) {
    e = new AppError(status === 413 ? 'fileTooLarge' : 'invalidValue');
  }
  if (e instanceof AppError) {
    res.status(e.status).json({ success: false, message: e.code, params: e.params });
    return;
  }
  req.log.error({ err: e }, 'request failed');
  res.status(500).json({ success: false, message: 'errorMessage', requestId: req.id });
}

export async function createServer(deps: ServerDeps) {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock();
  const storage = deps.storage ?? localStorage(config.dataDir);
  const limits = {
    signIn: new SignInLimiter(config.loginRateLimit.points, config.loginRateLimit.durationSeconds),
    publicWrites: new Budget(config.admissionRateLimit.points, config.admissionRateLimit.durationSeconds),
  };
  const logger = pino({ level: config.logLevel });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:', 'blob:'], styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"], connectSrc: ["'self'"], fontSrc: ["'self'", 'data:'], objectSrc: ["'none'"], frameAncestors: ["'self'"],
      },
    },
    strictTransportSecurity: config.cookieSecure,
  }));
  app.use(pinoHttp({
    logger,
    genReqId: (req, res) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Method, path and status only: never cookies, tokens or bodies.
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => !(req.url ?? '').startsWith('/api') && !(req.url ?? '').startsWith('/graphql') },
  }));
  app.use(cookieParser());

  const withContext = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const callers = await resolveCallers(req, db, config);
      const ctx: Ctx = {
        requestId: String(req.id), config, db, clock, storage, log: req.log, ip: req.ip ?? 'unknown',
        session: cookieSession(res, config), loaders: createLoaders(db), limits, ...callers,
      };
      req.ctx = ctx;
      next();
    } catch (e) {
      next(e);
    }
  };

  // REST shim
  const api = express.Router();
  api.use(express.json({ limit: '1mb' }), express.urlencoded({ extended: false, limit: '1mb' }), withContext);
  api.use('/auth', authRoutes());
  api.use('/education', educationRoutes());
  api.use('/controller', controllerRoutes());
  api.use('/others', othersRoutes());
  api.use('/account', accountRoutes());
  api.use((_req, res) => { res.status(404).json({ success: false, message: 'sorryNotFound' }); });
  api.use(((err, req, res, _next) => restError(err, req, res)) as ErrorRequestHandler);
  app.use('/api', api);

  // GraphQL
  const armor = new ApolloArmor({ maxDepth: { n: 8, flattenFragments: true }, maxAliases: { n: 15 }, costLimit: { maxCost: 5000 } }).protect();
  const apollo = new ApolloServer<Ctx>({
    schema: await graphqlSchema(),
    ...armor,
    plugins: [
      ...armor.plugins,
      ApolloServerPluginLandingPageDisabled(),
      // Per-field cache hints cost a hook on every resolved field; nothing here uses HTTP caching of GraphQL.
      ApolloServerPluginCacheControlDisabled(),
      {
        async requestDidStart() {
          return {
            async didEncounterErrors({ errors, contextValue }) {
              for (const err of errors) {
                const original = unwrapResolverError(err);
                if (!(original instanceof AppError) && !(original instanceof GraphQLError && original.extensions?.code)) {
                  contextValue.log.error({ err: original }, 'graphql operation failed');
                }
              }
            },
          };
        },
      },
    ],
    hideSchemaDetailsFromClientErrors: true,
    formatError: (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
      const original = unwrapResolverError(error);
      if (original instanceof AppError) {
        return { message: original.code, path: formatted.path, extensions: { code: original.code, params: original.params } };
      }
      if (original instanceof GraphQLError) return formatted;
      return { message: 'errorMessage', path: formatted.path, extensions: { code: 'errorMessage' } };
    },
  });
  await apollo.start();
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: 5 }),
    withContext,
    expressMiddleware(apollo, { context: async ({ req }) => req.ctx }),
  );

  // Uploaded files, served back with their type and never sniffed.
  app.use('/files', express.static(storage.root, {
    index: false, dotfiles: 'deny', fallthrough: false, maxAge: '7d',
    setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
  }));

  app.get('/healthz', async (_req, res) => {
    await db.query('SELECT 1');
    res.json({ ok: true });
  });

  // The built web app; every other path is a client route.
  const index = path.join(config.webDist, 'index.html');
  if (existsSync(index)) {
    app.use(express.static(config.webDist, { index: false, maxAge: '1h' }));
    app.get(/^(?!\/(api|graphql|files)\b).*/, (_req, res) => res.sendFile(index));
  }
  app.use(((err, req, res, _next) => restError(err, req, res)) as ErrorRequestHandler);

  return { app, logger, close: () => apollo.stop() };
}
