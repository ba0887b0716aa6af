export * from './data-source';
export * from './database.module';
export * from './migrate-cli';
export * from './test-schema';
