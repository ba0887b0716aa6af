export * from './json-exception.filter';
