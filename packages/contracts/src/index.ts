export * from './auth';
export * from './account';
export * from './errors';
export * from './stress';
export * from './analysis';
export * from './payments';
