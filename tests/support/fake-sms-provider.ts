import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake provider received, as BulkSMSBD's API reads it. */
export interface FakeSmsRequest { path: string; apiKey: string; type: string; number: string; senderId: string; message: string }

/**
 * A local stand-in for BulkSMSBD's HTTP API (http://bulksmsbd.net/api/smsapi): GET with api_key, type
 * (text or unicode), number, senderid and message; it answers JSON `{ response_code, message_id,
 * success_message, error_message }`, 202 when submitted. Like the real one it refuses a wrong api_key
 * (1011 "User Id not found"), a number that is not a Bangladeshi mobile (1001 "Invalid Number") and a
 * missing sender id (1002); `failNumbers` are answered with 1007 "Balance Insufficient"; `broken` answers HTTP 500 with
 * an HTML page (an outage).
 */
export async function startFakeSmsProvider(opts: { apiKey: string; failNumbers?: string[] }) {
  const requests: FakeSmsRequest[] = [];
  const state = { broken: false };
  let nextId = 1000;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const q = url.searchParams;
    const r: FakeSmsRequest = {
      path: url.pathname, apiKey: q.get('api_key') ?? '', type: q.get('type') ?? '', number: q.get('number') ?? '',
      senderId: q.get('senderid') ?? '', message: q.get('message') ?? '',
    };
    requests.push(r);
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (state.broken) {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<html><body>Internal Server Error</body></html>');
      return;
    }
    if (url.pathname !== '/api/smsapi') return answer(404, { response_code: 404, error_message: 'Not Found' });
    if (r.apiKey !== opts.apiKey) return answer(200, { response_code: 1011, success_message: '', error_message: 'User Id not found' });
    if (!/^8801[3-9]\d{8}$/.test(r.number)) return answer(200, { response_code: 1001, success_message: '', error_message: 'Invalid Number' });
    if (!r.senderId) return answer(200, { response_code: 1002, success_message: '', error_message: 'sender id not correct/sender id is disabled' });
    if (opts.failNumbers?.includes(r.number)) return answer(200, { response_code: 1007, success_message: '', error_message: 'Balance Insufficient' });
    return answer(200, { response_code: 202, message_id: nextId++, success_message: 'SMS Submitted Successfully', error_message: '' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/smsapi`,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
