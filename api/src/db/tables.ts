// The tables a catalogue loader writes (the demo shop's seed command): the package export api/db-schema.
export * from './schema/catalog';
export * from './schema/content';
export * from './schema/coupons';
