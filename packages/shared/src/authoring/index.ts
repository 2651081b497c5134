export * from './carousel-resource.ts';
export * from './chapter-resource.ts';
export * from './course-resource.ts';
export * from './exam-resource.ts';
export * from './exercise-resource.ts';
export * from './resource-kit.ts';
export * from './review-lesson-resource.ts';
export * from './wizards-summary.ts';
