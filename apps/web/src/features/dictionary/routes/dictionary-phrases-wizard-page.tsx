import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ListScreen } from '../../../ui/list/list-screen';
import { dictionaryPhrases } from '../api/dictionary-wizard-clients';
import { PhraseForm } from '../components/phrase-form';
import { registerDictionaryWizardTexts } from '../dictionary-wizard-texts';

/** /dictionary-phrases-wizard — phrases and idioms, each linked to the dictionary words it is shown with. */
export default function DictionaryPhrasesWizardPage() {
  registerDictionaryWizardTexts();
  const { t } = useTranslation('dictionary-wizards');
  useDocumentTitle(t('phrase.title'));
  const [open, setOpen] = useState<{ id?: string } | null>(null);
  return (
    <Container size="md" py="lg" px={{ base: 0, sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1}>{t('phrase.title')}</Title>
          <Text c="dimmed">{t('phrase.subtitle')}</Text>
        </div>
        <ListScreen
          client={dictionaryPhrases}
          title={t('phrase.list')}
          rowText={(phrase) => t('phrase.row', { text: phrase.text, translation: phrase.translation })}
          rowLabel={(phrase) =>
            [t(`phrase.kind.${phrase.kind}`), ...phrase.words.map((word) => word.headword)].join(' · ')
          }
          onAdd={() => setOpen({})}
          onEdit={(phrase) => setOpen({ id: phrase.id })}
          deletable
        />
      </Stack>
      {open ? <PhraseForm id={open.id} onClose={() => setOpen(null)} /> : null}
    </Container>
  );
}
