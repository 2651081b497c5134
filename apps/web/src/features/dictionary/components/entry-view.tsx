import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { TDictionaryEntry } from '@puente/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/use-localized';
import { ListenButton } from '../../speech';
import { SOURCE_TAGS_ES } from '../model/source-tags-es';
import { AddToReviewsButton } from './add-to-reviews-button';
import { FalseFriendFlags } from './false-friend-flags';
import { FrequencyBadge } from './frequency-badge';

type Sense = TDictionaryEntry['groups'][number]['senses'][number];

/**
 * Tags: the grammatical ones the import adds, translated; the source's regions, registers and subjects in
 * Spanish for a Spanish reader when known (SOURCE_TAGS_ES), otherwise as the source writes them, in English.
 */
function TagBadges({ tags }: { tags: string[] }) {
  const { t, i18n } = useTranslation('dictionary');
  const spanish = i18n.language !== 'en';
  return tags.map((tag) => {
    const grammatical = i18n.exists(`dictionary:tag.${tag}`);
    const name = grammatical ? t(`tag.${tag}`) : spanish ? SOURCE_TAGS_ES[tag] : tag;
    return (
      <Badge
        key={tag}
        size="xs"
        variant="outline"
        color="gray"
        lang={name === undefined ? 'en' : undefined}
        styles={{ root: { textTransform: 'none' } }}
      >
        {name ?? tag}
      </Badge>
    );
  });
}

/** The longest English text worth a listen button of its own. */
const SHORT_TEXT = 40;

function SenseItem({
  sense,
  entry,
  linkTo,
}: {
  sense: Sense;
  entry: TDictionaryEntry;
  linkTo: (id: string) => string;
}) {
  const { t } = useTranslation('dictionary');
  const targetLang = entry.direction === 'en-es' ? 'es' : 'en';
  return (
    <List.Item>
      <Stack gap={4}>
        {(sense.gloss || sense.tags.length > 0 || sense.sensitive || sense.gender) && (
          <Group gap={6} wrap="wrap">
            {sense.gloss && (
              <Text size="sm" fs="italic" lang={entry.direction === 'en-es' ? 'en' : undefined}>
                {sense.gloss}
              </Text>
            )}
            {sense.gender && (
              <Text size="xs" c="dimmed">
                {sense.gender}
              </Text>
            )}
            <TagBadges tags={sense.tags} />
            {sense.sensitive && (
              <Badge size="xs" color="red" variant="light">
                {t('entry.sensitive')}
              </Badge>
            )}
          </Group>
        )}
        {sense.translations.length > 0 && (
          <Group gap={8} wrap="wrap" lang={targetLang}>
            {sense.translations.map((translation, index) => (
              <Group key={`${translation.text}|${translation.gender}`} gap={4} wrap="nowrap">
                {translation.entryId ? (
                  <Anchor component={Link} to={linkTo(translation.entryId)} fw={600}>
                    {translation.text}
                  </Anchor>
                ) : (
                  <Text fw={600}>{translation.text}</Text>
                )}
                {translation.gender && (
                  <Text size="xs" c="dimmed">
                    {translation.gender}
                  </Text>
                )}
                <TagBadges tags={translation.tags} />
                {targetLang === 'en' && translation.text.length <= SHORT_TEXT && (
                  <ListenButton text={translation.text} size="xs" />
                )}
                {index < sense.translations.length - 1 && <Text c="dimmed">·</Text>}
              </Group>
            ))}
          </Group>
        )}
        {sense.seeAlso && (
          <Text size="sm">
            {t('entry.seeAlso')}{' '}
            {sense.seeAlso.entryId ? (
              <Anchor component={Link} to={linkTo(sense.seeAlso.entryId)} underline="always">
                {sense.seeAlso.headword}
              </Anchor>
            ) : (
              sense.seeAlso.headword
            )}
          </Text>
        )}
      </Stack>
    </List.Item>
  );
}

/** An entry: headword, pronunciation, frequency, and the senses grouped by part of speech. */
export function EntryView({
  entry,
  linkTo,
  focusOnShow,
}: {
  entry: TDictionaryEntry;
  linkTo: (id: string) => string;
  /** Moves the focus to the headword (on a phone, where the list it came from is hidden). */
  focusOnShow: boolean;
}) {
  const { t } = useTranslation('dictionary');
  const text = useLocalized();
  const heading = useRef<HTMLHeadingElement>(null);
  const english = entry.direction === 'en-es';
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <Stack gap="md">
      <div>
        <Group gap="xs" align="center" wrap="wrap">
          <Title order={2} ref={heading} tabIndex={-1} lang={english ? 'en' : 'es'}>
            {entry.headword}
          </Title>
          {english && <ListenButton text={entry.headword} audioUrl={entry.audioUrl} />}
          <FrequencyBadge band={entry.frequencyBand} />
          <AddToReviewsButton entryId={entry.id} />
          {entry.source === 'staff' && (
            <Badge size="sm" variant="light" color="grape">
              {t('entry.staff')}
            </Badge>
          )}
          {entry.category && (
            <Badge size="sm" variant="light" color="teal" styles={{ root: { textTransform: 'none' } }}>
              {t('entry.category', { name: text(entry.category) })}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {entry.sameInBothLanguages ? t('direction.same') : t(`direction.${entry.direction}`)}
          {entry.ipa && (
            <>
              {' · '}
              {t('entry.ipa')}: <span lang={english ? 'en-fonipa' : 'es-fonipa'}>/{entry.ipa}/</span>
            </>
          )}
        </Text>
      </div>
      <FalseFriendFlags flags={entry.falseFriends} />
      <section aria-label={t('entry.heading', { headword: entry.headword })}>
        <Stack gap="md">
          {entry.groups.map((group) => (
            <div key={group.partOfSpeech}>
              <Title order={3} size="h4" mb={4}>
                {t(`pos.${group.partOfSpeech}`)}
              </Title>
              <List type="ordered" spacing="xs">
                {group.senses.map((sense) => (
                  <SenseItem key={sense.id} sense={sense} entry={entry} linkTo={linkTo} />
                ))}
              </List>
            </div>
          ))}
        </Stack>
      </section>
      {entry.examples.length > 0 && (
        <section aria-labelledby={`${entry.id}-examples`}>
          <Title order={3} size="h4" mb={4} id={`${entry.id}-examples`}>
            {t('entry.examples')}
          </Title>
          <List spacing="xs">
            {entry.examples.map((example) => (
              <List.Item key={example.en}>
                <Group gap={4} wrap="nowrap" align="flex-start">
                  <Text lang="en">{example.en}</Text>
                  <ListenButton text={example.en} size="xs" />
                </Group>
                {example.es && (
                  <Text size="sm" c="dimmed" lang="es">
                    {example.es}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        </section>
      )}
      {entry.phrases.length > 0 && (
        <section aria-labelledby={`${entry.id}-phrases`}>
          <Title order={3} size="h4" mb={4} id={`${entry.id}-phrases`}>
            {t('entry.phrases')}
          </Title>
          <List spacing="xs" data-testid="entry-phrases">
            {entry.phrases.map((phrase) => (
              <List.Item key={phrase.id}>
                <Group gap={6} wrap="wrap">
                  <Text fw={600} lang="en">
                    {phrase.text}
                  </Text>
                  <Badge
                    size="xs"
                    variant="outline"
                    color="gray"
                    styles={{ root: { textTransform: 'none' } }}
                  >
                    {t(`entry.kind.${phrase.kind}`)}
                  </Badge>
                </Group>
                <Text size="sm" lang="es">
                  {phrase.translation}
                </Text>
                {phrase.example && (
                  <Text size="sm" fs="italic" c="dimmed" lang="en">
                    {phrase.example}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        </section>
      )}
      {entry.lessons.length > 0 && <EntryLessons lessons={entry.lessons} />}
    </Stack>
  );
}

/** The school's lessons that teach the word, each a link to the lesson with its example sentence. */
function EntryLessons({ lessons }: { lessons: TDictionaryEntry['lessons'] }) {
  const { t } = useTranslation('dictionary');
  const text = useLocalized();
  return (
    <section aria-labelledby="entry-lessons">
      <Title order={3} size="h4" id="entry-lessons">
        {t('entry.lessons')}
      </Title>
      <Text size="sm" c="dimmed" mb={4}>
        {t('entry.lessonsHint')}
      </Text>
      <List spacing="xs">
        {lessons.map((lesson) => (
          <List.Item key={lesson.chapterId}>
            <Anchor component={Link} to={`/lessons/${lesson.courseId}/${lesson.chapterId}`} fw={600}>
              {text(lesson.title)}
            </Anchor>
            {lesson.seen && (
              <Badge
                size="xs"
                variant="light"
                color="grape"
                ml={6}
                styles={{ root: { textTransform: 'none' } }}
              >
                {t('seen.badge')}
              </Badge>
            )}
            <Group gap={4} wrap="nowrap" align="center">
              <Text size="sm" fs="italic" lang="en">
                {lesson.example}
              </Text>
              <ListenButton text={lesson.example} size="xs" />
            </Group>
            {lesson.exampleEs && (
              <Text size="sm" c="dimmed" lang="es">
                {lesson.exampleEs}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
