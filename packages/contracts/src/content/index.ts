export * from './media';
export * from './skills';
export * from './pages';
export * from './rca';
export * from './params';
