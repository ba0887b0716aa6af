export * from './json-exception.filter';
export * from './validate';
