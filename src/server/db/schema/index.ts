export * from './auth';
export * from './catalog';
export * from './orders';
export * from './staff';
export * from './system';
export * from './receiving';
export * from './requests';
export * from './stock-documents';
