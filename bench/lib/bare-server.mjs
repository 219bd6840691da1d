// The reference a cached answer is measured against: a bare `node:http` server in its own process that
// answers every request with one recorded answer (status, headers, body bytes) from memory.
//   node bench/lib/bare-server.mjs ANSWER.json   (prints "listening PORT" when ready)
// ANSWER.json: { status, headers: { name: value }, body: base64 }
import fs from 'node:fs';
import http from 'node:http';

const answer = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const body = Buffer.from(answer.body, 'base64');
const headers = { ...answer.headers, 'content-length': String(body.length) };

const server = http.createServer((req, res) => {
  res.writeHead(answer.status, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
