export * from './service-test-app';
