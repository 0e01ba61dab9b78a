import type { Response } from 'express';

/**
 * Answers `{ ...head, [key]: [rows…] }` as JSON, the same bytes `res.json` would send, written
 * batch by batch as `batches` reads them and only as fast as the client takes them: a long list
 * never lies in memory whole, neither as rows nor as one string. An error before the first batch
 * (a refused permission, a bad filter) throws as any route's does; after the first byte it can no
 * longer become an error answer, so the connection is cut (the client sees a broken answer, never
 * a short list that looks whole) and the error is logged.
 */
export async function sendJsonList(res: Response, head: Record<string, unknown>, key: string, batches: AsyncIterable<readonly unknown[]>): Promise<void> {
  const it = batches[Symbol.asyncIterator]();
  let next = await it.next();
  // One drain and one close listener for the whole answer (compression's res.on('drain') adds to its
  // stream, and its res.off does not take them off again): `wake` is whoever waits for either.
  let wake: ((more: boolean) => void) | null = null;
  let gone = false;
  res.on('drain', () => { wake?.(true); });
  res.on('close', () => { gone = true; wake?.(false); });
  const drained = () => (gone ? Promise.resolve(false) : new Promise<boolean>((resolve) => { wake = (more) => { wake = null; resolve(more); }; }));
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
      if (!res.write(chunk) && !(await drained())) {
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
