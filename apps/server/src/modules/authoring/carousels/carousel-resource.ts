import {
  CAROUSEL_SETUPS,
  ZCarouselEdit,
  ZCarouselInput,
  ZCarouselItem,
  ZCarouselListScope,
} from '@puente/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type CarouselSlot, carouselSlots } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError, isAppError } from '../../../lib/app-error.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { listPage, listWhere } from '../../../lib/resource-kit/list-page.ts';
import type { ResourceSpec } from '../../../lib/resource-kit/resource-routes.ts';
import { refusingDuplicates } from '../../../lib/resource-kit/unique-violation.ts';
import { findAuthored, setDeleted, updateVersioned } from '../../../lib/resource-kit/versioned-write.ts';
import { presentCarouselItem } from './carousel.presenter.ts';
import {
  CAROUSEL_UNIQUE_FIELDS,
  freePosition,
  insertSlot,
  resourceExists,
  slotTitleTaken,
} from './carousels.repository.ts';

type SlotInput = z.output<typeof ZCarouselInput>;

const NOT_FOUND = {
  course: 'course.not-found',
  chapter: 'chapter.not-found',
  exam: 'exam.not-found',
} as const;

/** The carousel's setup (its slot count); 404 carousel.setup-not-found for an unknown carousel. */
export function setupOf(carouselId: string) {
  const setup = Object.hasOwn(CAROUSEL_SETUPS, carouselId) ? CAROUSEL_SETUPS[carouselId] : undefined;
  if (!setup) {
    throw new AppError('carousel.setup-not-found', {
      fields: [{ path: 'carouselId', code: 'carousel.setup-not-found' }],
    });
  }
  return setup;
}

const columnsOf = (input: SlotInput) => ({
  carouselId: input.carouselId,
  titleEs: input.title.es,
  titleEn: input.title.en,
  resourceType: input.resourceType,
  resourceId: input.resourceType === 'url' ? null : input.resourceId,
  resourceUrl: input.resourceType === 'url' ? input.resourceUrl : '',
});

/** The carousel slot resource: the landing page's slots pointing to a course, lesson, exam or address. */
export function carouselResource(
  deps: LearningDeps,
): ResourceSpec<
  typeof ZCarouselItem,
  typeof ZCarouselInput,
  typeof ZCarouselEdit,
  typeof ZCarouselListScope
> {
  const { db } = deps;
  const target = (id: string) => ({ id, notFound: 'carousel.setup-not-found' as const });
  const who = (actor: Actor) => ({ tenantId: actor.tenantId, userId: actor.userId, now: deps.clock.now() });
  /** The slot's resource must be a live course, lesson or exam of the tenant. */
  const checkResource = async (actor: Actor, input: SlotInput) => {
    if (input.resourceType === 'url') return;
    if (!(await resourceExists(db, actor.tenantId, input.resourceType, input.resourceId))) {
      const code = NOT_FOUND[input.resourceType];
      throw new AppError(code, { fields: [{ path: 'resourceId', code }] });
    }
  };
  const taken = async (actor: Actor, carouselId: string) => {
    const position = await freePosition(db, actor.tenantId, carouselId, setupOf(carouselId).slots);
    // On the carousel field, so that the wizard's form shows it where the carousel is chosen.
    if (position === null) {
      throw new AppError('carousel.all-slots-taken', {
        fields: [{ path: 'carouselId', code: 'carousel.all-slots-taken' }],
      });
    }
    return position;
  };

  return {
    path: 'carousels',
    noun: 'carousel slot',
    schemas: { item: ZCarouselItem, input: ZCarouselInput, edit: ZCarouselEdit, scope: ZCarouselListScope },
    checkKeys: ['title', 'name'],
    ownsList: true,
    ownsItem: true,
    async list(actor, filter) {
      const where = and(
        listWhere(carouselSlots, actor.tenantId, filter, [carouselSlots.titleEs, carouselSlots.titleEn]),
        filter.carouselId ? eq(carouselSlots.carouselId, filter.carouselId) : undefined,
      )!;
      const order = [asc(carouselSlots.carouselId), asc(carouselSlots.position), desc(carouselSlots.id)];
      const page = await listPage<CarouselSlot>(db, carouselSlots, where, order, filter);
      return { items: page.rows.map(presentCarouselItem), total: page.total };
    },
    async get(actor, id) {
      const row = await findAuthored<CarouselSlot>(db, carouselSlots, actor.tenantId, id);
      if (!row) throw new AppError('carousel.setup-not-found');
      return presentCarouselItem(row);
    },
    async taken(actor, _key, query) {
      if (!query.carouselId) return false;
      return slotTitleTaken(
        db,
        { tenantId: actor.tenantId, carouselId: query.carouselId },
        query.value,
        query.id,
      );
    },
    async add(actor, input) {
      setupOf(input.carouselId);
      await checkResource(actor, input);
      // Two slots added at once may pick the same free position: the second tries the next one. Each try
      // is its own (nested) transaction, so a refused one leaves a surrounding transaction usable.
      for (let attempt = 1; ; attempt += 1) {
        try {
          const position = await taken(actor, input.carouselId);
          const row = await refusingDuplicates(
            () =>
              db.transaction((tx) =>
                insertSlot(tx, {
                  tenantId: actor.tenantId,
                  position,
                  ...columnsOf(input),
                  updatedBy: actor.userId,
                }),
              ),
            CAROUSEL_UNIQUE_FIELDS,
          );
          return presentCarouselItem(row);
        } catch (error) {
          const positionTaken =
            isAppError(error) && error.code === 'duplicate' && error.details.fields?.[0]?.path === 'position';
          if (!positionTaken || attempt >= setupOf(input.carouselId).slots) throw error;
        }
      }
    },
    async edit(actor, id, input) {
      const current = await findAuthored<CarouselSlot>(db, carouselSlots, actor.tenantId, id);
      if (!current || current.deletedAt) throw new AppError('carousel.setup-not-found');
      setupOf(input.carouselId);
      await checkResource(actor, input);
      const moves = input.carouselId !== current.carouselId;
      const position = moves ? await taken(actor, input.carouselId) : current.position;
      const row = await refusingDuplicates(
        () =>
          updateVersioned<CarouselSlot, typeof carouselSlots>(
            db,
            carouselSlots,
            who(actor),
            { ...target(id), version: input.version },
            { ...columnsOf(input), position },
          ),
        CAROUSEL_UNIQUE_FIELDS,
      );
      return presentCarouselItem(row);
    },
    async remove(actor, id) {
      await setDeleted(db, carouselSlots, who(actor), target(id), true);
    },
    async recover(actor, id) {
      const slot = await findAuthored<CarouselSlot>(db, carouselSlots, actor.tenantId, id);
      if (!slot) throw new AppError('carousel.setup-not-found');
      if (!slot.deletedAt) return presentCarouselItem(slot);
      // Its position may have been taken meanwhile: it comes back in a free one.
      const position = await taken(actor, slot.carouselId);
      const row = await refusingDuplicates(
        () =>
          db.transaction(async (tx) => {
            await tx.update(carouselSlots).set({ position }).where(eq(carouselSlots.id, slot.id));
            return setDeleted<CarouselSlot, typeof carouselSlots>(
              tx,
              carouselSlots,
              who(actor),
              target(id),
              false,
            );
          }),
        CAROUSEL_UNIQUE_FIELDS,
      );
      return presentCarouselItem(row);
    },
  };
}
