export * from './json-exception.filter';
export * from './parse-id.pipe';
export * from './validate';
export * from './unavailable';
