export * from './load-config';
export * from './common-env';
