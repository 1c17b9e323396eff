import { myReviewSchema, pageQuerySchema, reviewCreateSchema, uploadedPictureSchema } from '@storefront/shared/schemas/account';
import { pagedSchema } from '@storefront/shared/schemas/common';

export { pageQuerySchema, reviewCreateSchema, uploadedPictureSchema };
export const myReviewPageSchema = pagedSchema(myReviewSchema);
export const reviewCreatedSchema = myReviewSchema;
