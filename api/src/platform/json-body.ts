import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** `application/json`, with no parameter or with `charset=utf-8` (what every client of /graphql sends). */
const PLAIN_JSON = /^application\/json\s*(;\s*charset="?utf-8"?\s*)?$/i;

const httpError = (status: number, message: string, type: string) => Object.assign(new Error(message), { status, statusCode: status, expose: true, type });

/**
 * A JSON body reader for the common case: an uncompressed `application/json` body in UTF-8,
 * answered as express.json would (strict: an object or an array; an empty body is {}; over
 * `limit` bytes a 413, bad JSON a 400 SyntaxError). Any other request goes to `fallback`
 * (express.json with the same limit), which handles compressed bodies, other charsets and types.
 * express.json's general machinery (content-type parsing, charset decoders, async scopes) was
 * about a twentieth of a small GraphQL call's work.
 */
export function plainJsonBody(limit: number, fallback: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const type = req.headers['content-type'];
    const encoding = req.headers['content-encoding'];
    if (req.method !== 'POST' || !type || !PLAIN_JSON.test(type) || (encoding && encoding.toLowerCase() !== 'identity')) {
      return fallback(req, res, next);
    }
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > limit) {
      req.resume();
      return next(httpError(413, 'request entity too large', 'entity.too.large'));
    }
    const chunks: Buffer[] = [];
    let received = 0;
    // The listeners stay (removing the three was a fifth to a third of reading a small body); once
    // finished they do nothing, and they end with the request.
    let finished = false;
    const finish = (err?: Error) => {
      finished = true;
      next(err);
    };
    const onData = (chunk: Buffer) => {
      if (finished) return;
      received += chunk.length;
      if (received > limit) {
        finish(httpError(413, 'request entity too large', 'entity.too.large'));
        req.resume(); // the rest is read and dropped
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      if (finished) return;
      let text = chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8');
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      if (text.length === 0) {
        req.body = {};
        return finish();
      }
      const first = /^[ \t\n\r]*(.)/s.exec(text)?.[1];
      if (first !== '{' && first !== '[') return finish(Object.assign(new SyntaxError('JSON body must be an object or an array'), { status: 400, statusCode: 400, body: text, type: 'entity.parse.failed' }));
      try {
        req.body = JSON.parse(text);
      } catch (e) {
        return finish(Object.assign(e as SyntaxError, { status: 400, statusCode: 400, body: text, type: 'entity.parse.failed' }));
      }
      finish();
    };
    const onError = (err: Error) => { if (!finished) finish(Object.assign(err, { status: 400, statusCode: 400 })); };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  };
}
