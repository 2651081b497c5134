import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocalized } from '../../../lib/use-localized';
import { ListScreen } from '../../../ui/list/list-screen';
import { dictionaryCategories } from '../api/dictionary-wizard-clients';
import { CategoryForm } from '../components/category-form';
import { registerDictionaryWizardTexts } from '../dictionary-wizard-texts';

/** /dictionary-category-wizard — themes of the school's words, each with how many words it has. */
export default function DictionaryCategoryWizardPage() {
  registerDictionaryWizardTexts();
  const { t } = useTranslation('dictionary-wizards');
  const text = useLocalized();
  useDocumentTitle(t('category.title'));
  const [open, setOpen] = useState<{ id?: string } | null>(null);
  return (
    <Container size="md" py="lg" px={{ base: 0, sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1}>{t('category.title')}</Title>
          <Text c="dimmed">{t('category.subtitle')}</Text>
        </div>
        <ListScreen
          client={dictionaryCategories}
          title={t('category.list')}
          rowText={(category) => t('category.row', { name: text(category.name), count: category.wordCount })}
          onAdd={() => setOpen({})}
          onEdit={(category) => setOpen({ id: category.id })}
          deletable
        />
      </Stack>
      {open ? <CategoryForm id={open.id} onClose={() => setOpen(null)} /> : null}
    </Container>
  );
}
