import { Group, Text } from '@mantine/core';
import type { TDictionaryHit } from '@puente/shared';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/use-localized';
import { seenKeyOf, useSeenWords } from '../api/seen-words';
import { FrequencyBadge } from './frequency-badge';

type SearchResultsProps = {
  id: string;
  hits: TDictionaryHit[];
  /** The option the arrow keys are on (-1: none). */
  activeIndex: number;
  /** The entry shown beside the list. */
  openId: string | undefined;
  optionId: (index: number) => string;
  onOpen: (hit: TDictionaryHit) => void;
  onHover: (index: number) => void;
  /** Asks for the next page when the end of the list comes into view. */
  onEndReached: () => void;
};

/**
 * The results as a listbox (the search box is its combobox and moves through it with the arrow keys),
 * virtual: only the rows in view are in the page, however many pages are loaded.
 */
export function SearchResults(props: SearchResultsProps) {
  const { hits, activeIndex, onEndReached } = props;
  const { t } = useTranslation('dictionary');
  const text = useLocalized();
  const seen = useSeenWords();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: hits.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 64,
    overscan: 6,
    initialRect: { width: 360, height: 480 },
  });
  const items = virtualizer.getVirtualItems();

  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  // A new search starts at its best result, not where the previous list was scrolled to.
  const firstId = hits[0]?.id;
  useEffect(() => {
    if (firstId !== undefined) virtualizer.scrollToOffset(0);
  }, [firstId, virtualizer]);

  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (lastIndex >= hits.length - 5) onEndReached();
  }, [lastIndex, hits.length, onEndReached]);

  return (
    <div
      ref={scroller}
      style={{
        height: 'min(60vh, 480px)',
        overflowY: 'auto',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <div
        role="listbox"
        id={props.id}
        aria-label={t('search.results')}
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {items.map((item) => {
          const hit = hits[item.index];
          if (!hit) return null;
          const seenIn = seen.get(`${hit.direction === 'en-es' ? 'en' : 'es'}:${seenKeyOf(hit.headword)}`);
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the search box (the combobox) handles the keys.
            <div
              key={hit.id}
              id={props.optionId(item.index)}
              role="option"
              tabIndex={-1}
              aria-selected={item.index === activeIndex}
              data-open={hit.id === props.openId}
              data-index={item.index}
              ref={virtualizer.measureElement}
              onClick={() => props.onOpen(hit)}
              onMouseMove={() => props.onHover(item.index)}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
                padding: '10px 12px',
                cursor: 'pointer',
                borderBottom: '1px solid var(--mantine-color-default-border)',
                borderLeft: `4px solid ${hit.id === props.openId ? 'var(--mantine-color-teal-7)' : 'transparent'}`,
                background: item.index === activeIndex ? 'var(--mantine-color-teal-light)' : undefined,
                outline: item.index === activeIndex ? '2px solid var(--mantine-color-teal-7)' : undefined,
                outlineOffset: -2,
              }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                  lang={hit.direction === 'en-es' ? 'en' : 'es'}
                >
                  {hit.headword}
                </Text>
                <FrequencyBadge band={hit.frequencyBand} />
              </Group>
              <Text size="sm" c="dimmed" truncate="end">
                {hit.partsOfSpeech.map((pos) => t(`pos.${pos}`)).join(', ')}
                {hit.summary ? ` · ${hit.summary}` : ''}
                {hit.match === 'fuzzy' ? ` · ${t('match.fuzzy')}` : ''}
              </Text>
              {seenIn && (
                <Text size="xs" c="grape.9" data-testid="seen-in-lesson">
                  {t('seen.inLesson', { lesson: text(seenIn) })}
                </Text>
              )}
              {hit.inflection && (
                <Text size="sm" c="teal.9" data-testid="lemma-note">
                  {t('match.lemma', {
                    form: hit.inflection.form,
                    lemma: hit.headword,
                    features: hit.inflection.features.map((feature) => t(`feature.${feature}`)).join(' '),
                  })}
                </Text>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
