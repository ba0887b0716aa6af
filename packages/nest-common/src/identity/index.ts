export * from './internal-identity';
export * from './identity.guard';
