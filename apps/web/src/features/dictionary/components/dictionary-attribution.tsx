import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The credit the data's license (CC BY-SA 3.0) asks for wherever the dictionary is shown. */
export function DictionaryAttribution() {
  const { t } = useTranslation('dictionary');
  return (
    <Text size="xs" c="dimmed" component="p">
      {t('attribution.text')}{' '}
      <Anchor
        href="https://creativecommons.org/licenses/by-sa/3.0/"
        target="_blank"
        rel="license noopener"
        inherit
        underline="always"
      >
        {t('attribution.license')}
      </Anchor>
      {' ('}
      <Anchor href="https://en.wiktionary.org/" target="_blank" rel="noopener" inherit underline="always">
        {t('attribution.source')}
      </Anchor>
      {', '}
      <Anchor
        href="https://en.wiktionary.org/wiki/User:Matthias_Buchmeier"
        target="_blank"
        rel="noopener"
        inherit
        underline="always"
      >
        {t('attribution.authors')}
      </Anchor>
      ).
    </Text>
  );
}
