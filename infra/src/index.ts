export * from './stack/stack';
export * from './stack/managed-process';
export * from './stack/postgres';
export * from './stack/redis';
export * from './stack/secrets';
export * from './stack/wait';
