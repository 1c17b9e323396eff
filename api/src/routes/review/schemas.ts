import { myReviewSchema, pagedSchema, pageQuerySchema, reviewCreateSchema, uploadedPictureSchema } from '@storefront/shared/schemas/account';

export { pageQuerySchema, reviewCreateSchema, uploadedPictureSchema };
export const myReviewPageSchema = pagedSchema(myReviewSchema);
export const reviewCreatedSchema = myReviewSchema;
