// Field encryption of private notes (decision 009): keys, sealing at start, and what is sealed.
// What other code may use from this module; the rest is its own (eslint.config.mjs).
export * from './field-encryption';
export * from './seal-at-start';
export * from './sealed-fields';
