import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ListScreen } from '../../../ui/list/list-screen';
import { dictionaryFalseFriends } from '../api/dictionary-wizard-clients';
import { FalseFriendForm } from '../components/false-friend-form';
import { registerDictionaryWizardTexts } from '../dictionary-wizard-texts';

/** /dictionary-false-friends-wizard — the school's false friends, flagged both ways on the dictionary. */
export default function DictionaryFalseFriendsWizardPage() {
  registerDictionaryWizardTexts();
  const { t } = useTranslation('dictionary-wizards');
  useDocumentTitle(t('falseFriend.title'));
  const [open, setOpen] = useState<{ id?: string } | null>(null);
  return (
    <Container size="md" py="lg" px={{ base: 0, sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1}>{t('falseFriend.title')}</Title>
          <Text c="dimmed">{t('falseFriend.subtitle')}</Text>
        </div>
        <ListScreen
          client={dictionaryFalseFriends}
          title={t('falseFriend.list')}
          rowText={(item) => t('falseFriend.row', { en: item.en, es: item.es })}
          rowLabel={(item) => t('falseFriend.rowLabel', item)}
          onAdd={() => setOpen({})}
          onEdit={(item) => setOpen({ id: item.id })}
          deletable
        />
      </Stack>
      {open ? <FalseFriendForm id={open.id} onClose={() => setOpen(null)} /> : null}
    </Container>
  );
}
