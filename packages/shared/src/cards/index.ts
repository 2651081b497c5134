export * from './card-brand.ts';
export * from './card-expiry.ts';
export * from './card-format.ts';
export * from './card-number.ts';
export * from './luhn.ts';
export * from './payment-amount.ts';
export * from './payment-form.ts';
export * from './payment-schemas.ts';
