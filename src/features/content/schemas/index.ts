export * from './common.ts';
export * from './blocks.ts';
export * from './documents.ts';
export * from './validate.ts';
