// Container HEALTHCHECK for the Node images: slim images have no curl, so Node asks itself.
// Usage: node healthcheck.cjs [port] [path]
//   port defaults to $PORT (the worker passes its WORKER_HEALTH_PORT), path to /health (liveness).
// Exits 0 on a 2xx answer within 4 s, 1 otherwise.
'use strict';
const http = require('node:http');

const port = Number(process.argv[2] || process.env.PORT || 3000);
const path = process.argv[3] || '/health';

const req = http.get({ host: '127.0.0.1', port, path, timeout: 4000 }, (res) => {
  res.resume();
  process.exit(res.statusCode >= 200 && res.statusCode < 300 ? 0 : 1);
});
req.on('timeout', () => req.destroy(new Error('timeout')));
req.on('error', () => process.exit(1));
