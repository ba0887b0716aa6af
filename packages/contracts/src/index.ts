export * from './roles';
export * from './features';
export * from './errors';
export * from './remotes';
export * from './services';
export * from './auth';
export * from './generation';
export * from './billing';
