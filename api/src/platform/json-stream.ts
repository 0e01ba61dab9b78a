import type { Response } from 'express';

/** Resolves when the response takes more (drain), or false when the client has gone. */
function drained(res: Response): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (more: boolean) => () => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(more);
    };
    const onDrain = done(true);
    const onClose = done(false);
    res.once('drain', onDrain);
    res.once('close', onClose);
  });
}

/**
 * Answers `{ ...head, [key]: [rows…] }` as JSON, the same bytes `res.json` would send, written
 * batch by batch as `batches` reads them and only as fast as the client takes them: a long list
 * never lies in memory whole, neither as rows nor as one string. An error before the first batch (a refused permission, a
 * bad filter) throws as any route's does; after the first byte it can no longer become an error
 * answer, so the connection is cut (the client sees a broken answer, never a short list that
 * looks whole) and the error is logged.
 */
export async function sendJsonList(res: Response, head: Record<string, unknown>, key: string, batches: AsyncIterable<readonly unknown[]>): Promise<void> {
  const it = batches[Symbol.asyncIterator]();
  let next = await it.next();
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // `{…head, "key":[` then the rows, then `]}`: the key is the object's last, so its array closes it.
  let chunk = JSON.stringify({ ...head, [key]: [] }).slice(0, -2);
  let first = true;
  try {
    while (!next.done) {
      for (const row of next.value) {
        chunk += (first ? '' : ',') + JSON.stringify(row);
        first = false;
      }
      if (!res.write(chunk) && !(await drained(res))) {
        await it.return?.();
        return;
      }
      chunk = '';
      next = await it.next();
    }
    res.end(`${chunk}]}`);
  } catch (e) {
    res.req.log.error({ err: e }, 'a streamed list failed after its first rows');
    res.destroy(e instanceof Error ? e : new Error(String(e)));
  }
}
