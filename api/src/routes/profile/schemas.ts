export { profileSchema, profileUpdateSchema } from '@storefront/shared/schemas/account';
