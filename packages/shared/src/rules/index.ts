export * from './compare-rules.ts';
export * from './length-rules.ts';
export * from './number-inputs.ts';
export * from './pattern-rules.ts';
export * from './presence-rules.ts';
export * from './range-rules.ts';
export * from './rule-codes.ts';
export * from './rule-result.ts';
