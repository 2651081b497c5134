export * from './classes-api.ts';
export * from './contact-api.ts';
export * from './guests-api.ts';
export * from './profile-api.ts';
