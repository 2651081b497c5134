import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An option's text; once checked, the right options say so and a wrong pick is marked. */
export function OptionLabel({ text, right, picked }: { text: string; right?: boolean; picked?: boolean }) {
  const { t } = useTranslation('learning');
  return (
    <span>
      {text}
      {right ? (
        <Text span c="teal.9" fw={700} ml="xs" size="sm">
          ✓ {t('feedback.rightOption')}
        </Text>
      ) : right === false && picked ? (
        <Text span c="red.9" fw={700} ml="xs" size="sm">
          ✗ {t('feedback.wrongOption')}
        </Text>
      ) : null}
    </span>
  );
}
