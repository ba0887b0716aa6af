import type { Logger } from 'pino';

/**
 * On SIGTERM/SIGINT: run `close` (stop taking work, finish what is in flight, close connections),
 * then exit. If that takes longer than the grace period, exit anyway rather than hang a deploy.
 */
export function onShutdownSignal(logger: Logger, graceMs: number, close: () => Promise<void>) {
  let closing = false;
  const handler = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal, graceMs }, 'shutting down');
    const force = setTimeout(() => {
      logger.error({ graceMs }, 'shutdown took too long; exiting');
      process.exit(1);
    }, graceMs);
    force.unref();
    close().then(
      () => {
        logger.info('stopped cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}
