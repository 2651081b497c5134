/** Authoring's carousels: the carousel slot resource and the carousel visitors see. */
export { carouselResource } from './carousel-resource.ts';
export { publicCarouselRoutes } from './public-carousel.routes.ts';
