import { Badge, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useIsStaff } from '../../../lib/session';
import { useAddEntryToReviews, useEntryReviewStatus } from '../api/entry-review-status';

/** Students: puts the entry's word in their review queue, or says it is already there. */
export function AddToReviewsButton({ entryId }: { entryId: string }) {
  const staff = useIsStaff();
  return staff ? null : <StudentButton entryId={entryId} />;
}

function StudentButton({ entryId }: { entryId: string }) {
  const { t } = useTranslation('dictionary');
  const status = useEntryReviewStatus(entryId);
  const add = useAddEntryToReviews(entryId);
  if (status.isPending) return null;
  if (status.data?.inQueue) {
    return (
      // Dark teal on white: the text keeps a 4.5:1 contrast.
      <Badge
        color="teal.9"
        variant="outline"
        size="lg"
        styles={{ root: { textTransform: 'none' } }}
        data-testid="in-reviews"
      >
        {t('reviews.inQueue')}
      </Badge>
    );
  }
  return (
    <>
      <Button size="xs" variant="light" onClick={() => add.mutate()} loading={add.isPending}>
        {t('reviews.add')}
      </Button>
      {add.isError && (
        <Text size="sm" c="red" role="alert">
          {errorText(add.error)}
        </Text>
      )}
    </>
  );
}
