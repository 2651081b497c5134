import { Text } from '@mantine/core';

/** The error of a whole list (no correct answer, a blank count that does not match), under the list. */
export function ListError({ error, id }: { error: string | undefined; id?: string }) {
  if (!error) return null;
  return (
    <Text c="red.8" size="sm" role="alert" id={id} data-testid="list-error">
      {error}
    </Text>
  );
}
