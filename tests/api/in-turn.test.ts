import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler, type Request } from 'express';
import { inTurn } from '../../api/src/platform/in-turn';

/** platform/in-turn.ts: handlers in one router layer behave as they do as separate layers. */
type Seen = Request & { seen?: string[] };

async function answer(build: (app: express.Express) => void, path = '/x'): Promise<{ status: number; text: string }> {
  const app = express();
  build(app);
  app.use(((err, _req, res, _next) => { res.status(418).send(`error: ${(err as Error).message}`); }) as ErrorRequestHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    const r = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    return { status: r.status, text: await r.text() };
  } finally {
    server.close();
  }
}

const mark = (name: string) => (req: Seen, _res: unknown, next: (e?: unknown) => void) => { (req.seen ??= []).push(name); next(); };

describe('inTurn', () => {
  it('runs the handlers in order, then the layers after it', async () => {
    const r = await answer((app) => {
      app.use('/x', inTurn(mark('a'), async (req: Seen, _res, next) => { await new Promise((t) => setTimeout(t, 5)); mark('b')(req, _res, next); }, mark('c')));
      app.use('/x', (req: Seen, res) => { res.send((req.seen ?? []).join(',')); });
    });
    expect(r).toEqual({ status: 200, text: 'a,b,c' });
  });

  it('a handler that answers ends the turn', async () => {
    const r = await answer((app) => { app.use('/x', inTurn(mark('a'), (_req, res) => { res.send('done'); }, mark('never'))); });
    expect(r).toEqual({ status: 200, text: 'done' });
  });

  it.each([
    ['passed to next', (_req: Request, _res: unknown, next: (e?: unknown) => void) => next(new Error('passed'))],
    ['thrown', () => { throw new Error('thrown'); }],
    ['rejected', async () => { await Promise.resolve(); throw new Error('rejected'); }],
  ])('an error %s skips the rest and reaches the error handler', async (_name, failing) => {
    const after = jest.fn();
    const r = await answer((app) => {
      app.use('/x', inTurn(mark('a'), failing as never, (_req, _res, next) => { after(); next(); }));
      app.use('/x', (_req, res) => { after(); res.send('not reached'); });
    });
    expect(r.status).toBe(418);
    expect(r.text).toMatch(/^error: (passed|thrown|rejected)$/);
    expect(after).not.toHaveBeenCalled();
  });

  it('is mounted like any layer: another path never enters it', async () => {
    const entered = jest.fn();
    const r = await answer((app) => {
      app.use('/x', inTurn((_req, _res, next) => { entered(); next(); }));
      app.use((_req, res) => { res.send('elsewhere'); });
    }, '/y');
    expect(r).toEqual({ status: 200, text: 'elsewhere' });
    expect(entered).not.toHaveBeenCalled();
  });
});
