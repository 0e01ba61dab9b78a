/**
 * Throughput part of `npm run bench`: requests per second the server answers, over keep-alive HTTP
 * from this process to the server running in a child process (so client and server do not share
 * an event loop), for a fixed time per target. Printed as ratios to /healthz; never pass/fail.
 */
const http = require('node:http');

/** Sends requests from `concurrency` keep-alive connections for `seconds`; answers req/s and the error count. */
async function load(url, { method = 'GET', headers = {}, body, seconds = 5, concurrency = 16 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const target = new URL(url);
  const payload = body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  const end = Date.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  const one = () => new Promise((resolve) => {
    const req = http.request({
      agent, method, hostname: target.hostname, port: target.port, path: target.pathname + target.search,
      headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}) },
    }, (res) => {
      res.on('data', () => {});
      res.on('end', () => { if (res.statusCode >= 400) errors += 1; resolve(); });
    });
    req.on('error', () => { errors += 1; resolve(); });
    if (payload) req.write(payload);
    req.end();
  });
  const worker = async () => { while (Date.now() < end) { await one(); done += 1; } };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return { rps: done / ((Date.now() - started) / 1000), errors };
}

/** Prints req/s of each target and its ratio to the first one (the baseline, /healthz). */
async function throughputReport(title, targets, options = {}) {
  console.log(`\n== ${title} ==`);
  let base = null;
  for (const [name, target] of targets) {
    await load(target.url, { ...target, seconds: 1, concurrency: options.concurrency }); // warm-up
    const r = await load(target.url, { ...target, seconds: options.seconds ?? 5, concurrency: options.concurrency });
    base ??= r.rps;
    console.log(`${name.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s  ${(100 * r.rps / base).toFixed(0).padStart(3)} % of ${targets[0][0]}${r.errors ? `  (${r.errors} errors)` : ''}`);
  }
}

module.exports = { load, throughputReport };
