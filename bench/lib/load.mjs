// One load run with autocannon: `connections` keep-alive connections, each sending its next request when
// the last one is answered. The first `warmupSeconds` open the connections, fill caches and let V8
// optimise; only answers after it count, on the same connections (a fresh run would measure 50
// connections being opened at once, which on a busy machine is most of the tail). Returns requests/s,
// latency percentiles (ms), failures and what the answers carried (X-Cache, Content-Encoding); with
// `cpuMs` (a function giving the server's CPU time so far), also the server's CPU per counted answer.
import autocannon from 'autocannon';

/** A header's value from http-parser-js' flat [name, value, name, value …] list. */
const header = (flat, name) => {
  for (let i = 0; i < flat.length; i += 2) if (String(flat[i]).toLowerCase() === name) return String(flat[i + 1]);
  return undefined;
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export const measure = ({ url, headers = {}, connections, seconds, warmupSeconds = 1, cpuMs }) =>
  new Promise((resolve, reject) => {
    const latencies = [];
    const seen = { hits: 0, tagged: 0, failures: 0, encodings: new Set() };
    let counting = false;
    let countingSince = 0;
    let cpuSince;
    const warm = setTimeout(() => {
      counting = true;
      countingSince = performance.now();
      cpuSince = cpuMs?.();
    }, warmupSeconds * 1000);
    const instance = autocannon(
      {
        url,
        headers,
        connections,
        duration: warmupSeconds + seconds,
        setupClient: (client) => {
          client.on('headers', ({ statusCode, headers: flat }) => {
            if (!counting) return;
            if (statusCode < 200 || statusCode >= 300) seen.failures++;
            const cache = header(flat, 'x-cache');
            if (cache) seen.tagged++;
            if (cache === 'HIT') seen.hits++;
            seen.encodings.add(header(flat, 'content-encoding') ?? 'identity');
          });
          client.on('response', (_status, _bytes, responseTime) => counting && latencies.push(responseTime));
        },
      },
      (err, result) => {
        clearTimeout(warm);
        process.off('SIGINT', stop);
        if (err) return reject(err);
        const elapsed = (performance.now() - countingSince) / 1000;
        const cpuNow = cpuMs?.();
        latencies.sort((a, b) => a - b);
        resolve({
          rps: latencies.length / elapsed,
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          n: latencies.length,
          cpuUsPerRequest: cpuSince === undefined || cpuNow === undefined ? undefined : ((cpuNow - cpuSince) * 1000) / latencies.length,
          // Socket errors and timeouts are counted by autocannon over the whole run, warm-up included.
          failures: seen.failures + result.errors + result.timeouts,
          hitShare: seen.tagged ? seen.hits / seen.tagged : undefined,
          encodings: [...seen.encodings].join(','),
        });
      },
    );
    // A Ctrl-C stops the run too (the benchmark's own handler then stops Strapi).
    const stop = () => instance.stop();
    process.once('SIGINT', stop);
  });
