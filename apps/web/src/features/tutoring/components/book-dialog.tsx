import { Text, Textarea } from '@mantine/core';
import { centsToAmount, formatAmount, type TBookSession, ZBookSession } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../ui/form/form-frame';
import { TransactionType } from '../../../ui/form/transaction-store';
import { bookSession } from '../api/book-session';
import { formatWhen, refusalText } from './zoned-time';

type BookForm = {
  tutorId: string;
  startsAt: string;
  lengthMinutes: 30 | 60;
  timeZone: string;
  note: string;
};

type Props = {
  tutorName: string;
  slot: Omit<TBookSession, 'note'>;
  priceCents: number;
  onBooked: () => void;
  onClose: () => void;
};

/** Confirms a slot with a note for the tutor: a dialog on the shared booking schema. */
export function BookDialog({ tutorName, slot, priceCents, onBooked, onClose }: Props) {
  const { t, i18n } = useTranslation('tutoring');
  const initial: BookForm = { ...slot, lengthMinutes: slot.lengthMinutes as 30 | 60, note: '' };
  return (
    <FormFrame<BookForm>
      variant="dialog"
      title={t('book.title')}
      type={TransactionType.Add}
      initialValues={initial}
      schema={ZBookSession}
      buttons={['ok', 'cancel']}
      refusalText={refusalText}
      onSubmit={async (values) => {
        await bookSession(values);
        onBooked();
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <Text data-testid="book-when">
            {t('book.when', {
              when: formatWhen(slot.startsAt, slot.timeZone, i18n.language),
              zone: slot.timeZone,
              count: slot.lengthMinutes,
              name: tutorName,
            })}
          </Text>
          {priceCents > 0 && (
            <Text size="sm" c="dimmed">
              {t('book.price', { amount: `$${formatAmount(centsToAmount(priceCents), i18n.language)}` })}
            </Text>
          )}
          <Textarea
            label={t('book.note')}
            description={t('book.noteHint')}
            autosize
            minRows={2}
            maxLength={1000}
            {...form.inputProps('note')}
          />
        </>
      )}
    </FormFrame>
  );
}
