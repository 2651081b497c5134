import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocalized } from '../../../lib/use-localized';
import { ListScreen } from '../../../ui/list/list-screen';
import { dictionaryWords } from '../api/dictionary-wizard-clients';
import { WordForm } from '../components/word-form';
import { registerDictionaryWizardTexts } from '../dictionary-wizard-texts';

/** /dictionary-word-wizard — the school's own words: list, add, change, delete and recover. */
export default function DictionaryWordWizardPage() {
  registerDictionaryWizardTexts();
  const { t } = useTranslation('dictionary-wizards');
  const { t: dictionary } = useTranslation('dictionary');
  const text = useLocalized();
  useDocumentTitle(t('word.title'));
  const [open, setOpen] = useState<{ id?: string } | null>(null);
  return (
    <Container size="md" py="lg" px={{ base: 0, sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1}>{t('word.title')}</Title>
          <Text c="dimmed">{t('word.subtitle')}</Text>
        </div>
        <ListScreen
          client={dictionaryWords}
          title={t('word.list')}
          rowText={(word) =>
            t('word.row', { headword: word.headword, pos: dictionary(`pos.${word.partOfSpeech}`) })
          }
          rowLabel={(word) =>
            [
              word.senses
                .flatMap((sense) => sense.translations)
                .slice(0, 3)
                .join(', '),
              word.category ? text(word.category) : '',
            ]
              .filter(Boolean)
              .join(' · ')
          }
          onAdd={() => setOpen({})}
          onEdit={(word) => setOpen({ id: word.id })}
          deletable
        />
      </Stack>
      {open ? <WordForm id={open.id} onClose={() => setOpen(null)} /> : null}
    </Container>
  );
}
