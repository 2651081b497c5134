import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { centsToAmount, formatAmount, type TTutorList, type TTutorSummary } from '@puente/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tutoringKeys } from '../api/tutoring-query-keys';
import { BookDialog } from './book-dialog';
import { SlotPicker } from './slot-picker';
import { formatWhen } from './zoned-time';

type Props = { list: TTutorList; zone: string; onBooked: () => void };

/**
 * The tutors (bio, languages, next free time) and the chosen one's free slots to book. A caller the
 * server says may not book paid sessions (a guest while the school leaves them to the account holder)
 * sees the tutors and why they cannot book, but no price and no slots.
 */
export function TutorsPanel({ list, zone, onBooked }: Props) {
  const { t, i18n } = useTranslation('tutoring');
  const queryClient = useQueryClient();
  const bookable = list.priceCents === 0 || list.mayBookPaid;
  const [chosen, setChosen] = useState<TTutorSummary | null>(
    bookable && list.tutors.length === 1 ? list.tutors[0]! : null,
  );
  const [slot, setSlot] = useState<{ startsAt: string; lengthMinutes: 30 | 60 } | null>(null);
  if (list.tutors.length === 0) return <Text c="dimmed">{t('tutors.none')}</Text>;
  return (
    <Stack gap="md">
      {!bookable && (
        <Alert color="blue" variant="light">
          {t('tutors.guestPaid')}
        </Alert>
      )}
      {bookable && list.priceCents > 0 && (
        <Text size="sm">
          {t('tutors.price', { amount: `$${formatAmount(centsToAmount(list.priceCents), i18n.language)}` })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {list.tutors.map((tutor) => (
          <Card key={tutor.id} withBorder padding="sm" data-testid="tutor-card">
            <Stack gap={6}>
              <Title order={3} size="h4">
                {tutor.name}
              </Title>
              {tutor.bio && <Text size="sm">{tutor.bio}</Text>}
              {tutor.languages.length > 0 && (
                <Group gap={4}>
                  {tutor.languages.map((language) => (
                    <Badge key={language} variant="light">
                      {language}
                    </Badge>
                  ))}
                </Group>
              )}
              <Text size="sm" c="dimmed">
                {tutor.nextSlot
                  ? t('tutors.next', { when: formatWhen(tutor.nextSlot, zone, i18n.language) })
                  : t('tutors.noneFree')}
              </Text>
              {bookable && (
                <Button
                  size="xs"
                  variant={chosen?.id === tutor.id ? 'filled' : 'light'}
                  onClick={() => setChosen(tutor)}
                  aria-pressed={chosen?.id === tutor.id}
                >
                  {t('tutors.choose', { name: tutor.name })}
                </Button>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {chosen && (
        <SlotPicker
          key={chosen.id}
          tutor={chosen}
          zone={zone}
          onPick={(startsAt, lengthMinutes) => setSlot({ startsAt, lengthMinutes })}
        />
      )}
      {chosen && slot && (
        <BookDialog
          tutorName={chosen.name}
          priceCents={list.priceCents}
          slot={{
            tutorId: chosen.id,
            startsAt: slot.startsAt,
            lengthMinutes: slot.lengthMinutes,
            timeZone: zone,
          }}
          onBooked={onBooked}
          onClose={() => {
            setSlot(null);
            void queryClient.invalidateQueries({ queryKey: tutoringKeys.all() });
          }}
        />
      )}
    </Stack>
  );
}
