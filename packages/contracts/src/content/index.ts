export * from './media';
export * from './skills';
export * from './app-information';
export * from './pages';
export * from './rca';
export * from './params';
export * from './language';
export * from './routes';
