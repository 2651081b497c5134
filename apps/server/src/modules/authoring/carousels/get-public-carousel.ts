import type { TPublicCarousel } from '@puente/shared';
import type { DbOrTx } from '../../../db/database.ts';
import { presentPublicCarousel } from './carousel.presenter.ts';
import { setupOf } from './carousel-resource.ts';
import { visibleSlots } from './carousels.repository.ts';

/** What a visitor of the tenant sees in a carousel (404 carousel.setup-not-found for an unknown one). */
export async function getPublicCarousel(
  db: DbOrTx,
  tenantId: string,
  carouselId: string,
): Promise<TPublicCarousel> {
  setupOf(carouselId);
  return presentPublicCarousel(carouselId, await visibleSlots(db, tenantId, carouselId));
}
