import type {
  TCarouselInput,
  TCarouselItem,
  TCarouselResourceType,
  TChapterItem,
  TCourseItem,
  TExamItem,
  TLocalizedText,
} from '@puente/shared';
import { type ListFilter, type ResourcePage, resourceClient } from '../../../../lib/resource/resource-client';

/** /api/carousels: the slots of the carousels (the landing page's). */
export const carouselSlots = resourceClient<TCarouselItem, TCarouselInput>('/carousels');

/** What a slot's resource is chosen by: its id and title. */
type Pickable = { id: string; title: TLocalizedText };
type PickSource = {
  url: string;
  list: (filter: ListFilter, signal?: AbortSignal) => Promise<ResourcePage<Pickable>>;
  find: (id: string, signal?: AbortSignal) => Promise<Pickable>;
};

/** The lists a slot's resource is chosen from, by resource type. */
export const slotResources: Record<Exclude<TCarouselResourceType, 'url'>, PickSource> = {
  course: resourceClient<TCourseItem>('/courses'),
  chapter: resourceClient<TChapterItem>('/chapters'),
  exam: resourceClient<TExamItem>('/exams'),
};
