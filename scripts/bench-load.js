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
 * Prints req/s of each target and its share of the first one's (the baseline, /healthz). This 2-core
 * machine's throughput drifts by tens of percent from one second to the next, so a target measured
 * alone for a few seconds may catch a slow stretch its baseline did not. Instead each target is
 * measured between two measures of the baseline (half a second each), its share is taken against
 * their mean, and this is repeated for `rounds` rounds: the printed share is the median of the
 * rounds' shares, and req/s the median of the target's own.
 */
async function throughputReport(title, targets, options = {}) {
  const rounds = options.rounds ?? 12;
  const seconds = 0.5;
  console.log(`\n== ${title}; each target between two measures of the first, ${seconds} s each, ${rounds} rounds ==`);
  const measure = (target) => load(target.url, { ...target, seconds, concurrency: options.concurrency });
  for (const [, target] of targets) await load(target.url, { ...target, seconds: 1, concurrency: options.concurrency }); // warm-up
  const [[, base], ...others] = targets;
  const baseRps = [];
  const rps = others.map(() => []);
  const shares = others.map(() => []);
  const errors = others.map(() => 0);
  for (let r = 0; r < rounds; r++) {
    for (const [i, [, target]] of others.entries()) {
      const before = await measure(base);
      const one = await measure(target);
      const after = await measure(base);
      baseRps.push(before.rps, after.rps);
      rps[i].push(one.rps);
      shares[i].push((200 * one.rps) / (before.rps + after.rps));
      errors[i] += one.errors;
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`${targets[0][0].padEnd(44)} ${median(baseRps).toFixed(0).padStart(6)} req/s  100 %`);
  for (const [i, [name]] of others.entries()) {
    const spread = `  (rounds ${Math.min(...shares[i]).toFixed(0)}–${Math.max(...shares[i]).toFixed(0)} %)`;
    console.log(`${name.padEnd(44)} ${median(rps[i]).toFixed(0).padStart(6)} req/s  ${median(shares[i]).toFixed(0).padStart(3)} % of ${targets[0][0]}${spread}${errors[i] ? `  (${errors[i]} errors)` : ''}`);
  }
}

module.exports = { load, throughputReport };
