/** Authoring's carousels: the carousel slot resource and the carousel visitors see. */
export { carouselResource } from './carousel-resource.ts';
export { getPublicCarousel } from './get-public-carousel.ts';
