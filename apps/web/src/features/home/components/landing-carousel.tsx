import { Card, Text, Title } from '@mantine/core';
import { isSitePath, type TPublicCarousel } from '@puente/shared';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLandingCarousel } from '../api/landing-carousel-query';

type Slot = TPublicCarousel['slots'][number];

/** How many empty cards hold the carousel's place until its slots arrive. */
const PLACEHOLDERS = 3;

// Inline styles, not a stylesheet of the chunk: the prerendered page draws before any script or
// chunk stylesheet, and the carousel's box must already have its final size then (no layout shift).
const track: CSSProperties = {
  display: 'flex',
  gap: 'var(--mantine-spacing-md)',
  // Room for a card's focus ring (2 px, 2 px off the card) inside the scrolling track, which clips.
  margin: '-4px -4px 0',
  padding: '4px 4px var(--mantine-spacing-xs)',
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
};
const slotBox: CSSProperties = { flex: '0 0 15rem', height: '7.5rem', scrollSnapAlign: 'start' };
const card: CSSProperties = { height: '100%', textDecoration: 'none' };

function SlotCard({ kind, title }: { kind: string; title: string }) {
  return (
    <>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {kind}
      </Text>
      <Text mt={4} fw={600} lineClamp={2}>
        {title}
      </Text>
    </>
  );
}

function SlotLink({ slot }: { slot: Slot }) {
  const { t, i18n } = useTranslation();
  // Not lib/use-localized: the signed-in screens' chunk holds it, which the landing must not load.
  const title = (i18n.language === 'en' && slot.title.en) || slot.title.es;
  const content = <SlotCard kind={t(`home.carousel.type.${slot.resourceType}`)} title={title} />;
  // A page of the app opens in place; an authored address of another site, as a plain link.
  return isSitePath(slot.href) ? (
    <Card component={Link} to={slot.href} withBorder padding="md" radius="md" style={card}>
      {content}
    </Card>
  ) : (
    <Card component="a" href={slot.href} rel="noopener" withBorder padding="md" radius="md" style={card}>
      {content}
    </Card>
  );
}

/**
 * The landing carousel staff author (carousel wizard), in a strip of fixed height that scrolls
 * sideways. The prerendered page shows empty cards of the same size; the slots replace them once the
 * public carousel has answered, so nothing below moves. Without slots (or when the call fails) the
 * section is left out.
 */
export function LandingCarousel() {
  const { t } = useTranslation();
  const carousel = useLandingCarousel();
  const slots = carousel.data?.slots ?? [];
  if (!carousel.isPending && slots.length === 0) return null;
  return (
    <section
      aria-labelledby="landing-carousel-title"
      aria-busy={carousel.isPending}
      data-testid="landing-carousel"
    >
      <Title order={2} size="h3" id="landing-carousel-title" mb="sm">
        {t('home.carousel.title')}
      </Title>
      {carousel.isPending ? (
        <ul style={{ ...track, overflowX: 'hidden' }} aria-hidden="true">
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed, identical placeholders
            <li key={index} style={slotBox}>
              <Card withBorder padding="md" radius="md" bg="gray.0" style={card}>
                <SlotCard kind={'\u00a0'} title={'\u00a0'} />
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <ul style={track} data-testid="landing-carousel-slots">
          {slots.map((slot) => (
            <li key={slot.id} style={slotBox}>
              <SlotLink slot={slot} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
