import { Stack, Textarea, TextInput } from '@mantine/core';
import {
  type TDictionaryFalseFriendItem,
  ZDictionaryFalseFriendEdit,
  ZDictionaryFalseFriendInput,
} from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resourceItemQuery, useResourceMutations } from '../../../lib/resource/resource-queries';
import { FormFrame } from '../../../ui/form/form-frame';
import { TransactionType } from '../../../ui/form/transaction-store';
import { dictionaryFalseFriends } from '../api/dictionary-wizard-clients';

type FalseFriendValues = {
  version?: number;
  en: string;
  enMeaning: string;
  es: string;
  esMeaning: string;
  source: string;
};

const falseFriendValues = (item: TDictionaryFalseFriendItem): FalseFriendValues => ({
  version: item.version,
  en: item.en,
  enMeaning: item.enMeaning,
  es: item.es,
  esMeaning: item.esMeaning,
  source: item.source,
});

/** A false friend as a dialog: both words, what each means, and the reference that attests it. */
export function FalseFriendForm({ id, onClose }: { id?: string; onClose: () => void }) {
  const { t } = useTranslation('dictionary-wizards');
  const load = useQuery({
    ...resourceItemQuery(dictionaryFalseFriends, id ?? ''),
    select: falseFriendValues,
    enabled: id !== undefined,
  });
  const { add, edit } = useResourceMutations(dictionaryFalseFriends);
  return (
    <FormFrame<FalseFriendValues>
      variant="dialog"
      size="small"
      title={t(id ? 'falseFriend.edit' : 'falseFriend.new')}
      type={id ? TransactionType.Edit : TransactionType.Add}
      load={id ? load : undefined}
      initialValues={{ en: '', enMeaning: '', es: '', esMeaning: '', source: '' }}
      schema={id ? ZDictionaryFalseFriendEdit : ZDictionaryFalseFriendInput}
      checks={{ en: (value, signal) => dictionaryFalseFriends.check('en', value, id ? { id } : {}, signal) }}
      onSubmit={async ({ version, ...values }) =>
        falseFriendValues(
          id
            ? await edit.mutateAsync({ ...values, id, version } as TDictionaryFalseFriendItem)
            : await add.mutateAsync(values),
        )
      }
      onClose={onClose}
    >
      {(form) => (
        <Stack gap="sm">
          <TextInput label={t('falseFriend.en')} lang="en" {...form.inputProps('en')} />
          <TextInput label={t('falseFriend.enMeaning')} {...form.inputProps('enMeaning')} />
          <TextInput label={t('falseFriend.es')} {...form.inputProps('es')} />
          <TextInput label={t('falseFriend.esMeaning')} lang="en" {...form.inputProps('esMeaning')} />
          <Textarea label={t('falseFriend.source')} autosize minRows={2} {...form.inputProps('source')} />
        </Stack>
      )}
    </FormFrame>
  );
}
