export * from './auth';
export * from './catalog';
export * from './orders';
export * from './staff';
export * from './system';
