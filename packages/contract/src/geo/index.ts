export * from './countries';
export * from './nigeria';
