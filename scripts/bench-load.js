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

/**
 * Prints req/s of each target and its share of the first one's (the baseline, /healthz). The targets
 * take turns, one second each, for `rounds` rounds, and each share is the median of the rounds' own
 * shares: this 2-core machine's throughput drifts by tens of percent from second to second, and a
 * target measured alone for five seconds caught a slow stretch the baseline did not.
 */
async function throughputReport(title, targets, options = {}) {
  const rounds = options.rounds ?? 9;
  console.log(`\n== ${title}; ${rounds} rounds of 1 s per target, taking turns ==`);
  for (const [, target] of targets) await load(target.url, { ...target, seconds: 1, concurrency: options.concurrency }); // warm-up
  const rps = targets.map(() => []);
  const errors = targets.map(() => 0);
  for (let r = 0; r < rounds; r++) {
    for (const [i, [, target]] of targets.entries()) {
      const one = await load(target.url, { ...target, seconds: 1, concurrency: options.concurrency });
      rps[i].push(one.rps);
      errors[i] += one.errors;
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const [i, [name]] of targets.entries()) {
    const shares = rps[i].map((x, r) => (100 * x) / rps[0][r]);
    const spread = i ? `  (rounds ${Math.min(...shares).toFixed(0)}–${Math.max(...shares).toFixed(0)} %)` : '';
    console.log(`${name.padEnd(44)} ${median(rps[i]).toFixed(0).padStart(6)} req/s  ${median(shares).toFixed(0).padStart(3)} % of ${targets[0][0]}${spread}${errors[i] ? `  (${errors[i]} errors)` : ''}`);
  }
}

module.exports = { load, throughputReport };
