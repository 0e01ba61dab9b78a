/**
 * The server started by `npm start`, `npm run serve` or the Docker image is the production server
 * unless NODE_ENV says otherwise: graphql-js checks every value's class against its own (a cross-
 * realm check, about a third of a long list's execution) and Express answers errors with stack
 * traces when NODE_ENV is not `production`. Both read NODE_ENV when they load, so main.ts imports
 * this module before any other.
 */
export function defaultNodeEnv(env: NodeJS.ProcessEnv): void {
  if (!env.NODE_ENV) env.NODE_ENV = 'production';
}

defaultNodeEnv(process.env);
