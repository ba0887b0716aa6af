export * from './logger';
export * from './request-context';
export * from './request-logging.middleware';
