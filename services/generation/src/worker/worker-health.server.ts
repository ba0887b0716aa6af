import http from 'node:http';
import { type ReadinessCheck, checkReadiness } from '@newsroom/nest-common';

/** The worker's only HTTP surface: `/health` and `/ready`, for probes and the launcher. */
export function startWorkerHealthServer(port: number, host: string, checks: ReadinessCheck[]): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET') return send(405, { message: 'Method not allowed' });
    if (req.url === '/health') return send(200, { status: 'ok', service: 'generation-worker' });
    if (req.url === '/ready') {
      const report = await checkReadiness(checks);
      return report.ready
        ? send(200, { status: 'ready', service: 'generation-worker', ...report })
        : send(503, { message: 'generation-worker is not ready', ...report });
    }
    send(404, { message: 'Not found' });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
