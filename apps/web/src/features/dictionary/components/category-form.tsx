import { Stack, TextInput } from '@mantine/core';
import {
  type TDictionaryCategoryItem,
  ZDictionaryCategoryEdit,
  ZDictionaryCategoryInput,
} from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resourceItemQuery, useResourceMutations } from '../../../lib/resource/resource-queries';
import { FormFrame } from '../../../ui/form/form-frame';
import { TransactionType } from '../../../ui/form/transaction-store';
import { dictionaryCategories } from '../api/dictionary-wizard-clients';

type CategoryValues = { version?: number; name: { es: string; en: string } };

const categoryValues = (category: TDictionaryCategoryItem): CategoryValues => ({
  version: category.version,
  name: category.name,
});

/** A category of words as a dialog: its name in both languages (the Spanish one checked while typing). */
export function CategoryForm({ id, onClose }: { id?: string; onClose: () => void }) {
  const { t } = useTranslation('dictionary-wizards');
  const load = useQuery({
    ...resourceItemQuery(dictionaryCategories, id ?? ''),
    select: categoryValues,
    enabled: id !== undefined,
  });
  const { add, edit } = useResourceMutations(dictionaryCategories);
  return (
    <FormFrame<CategoryValues>
      variant="dialog"
      size="small"
      title={t(id ? 'category.edit' : 'category.new')}
      type={id ? TransactionType.Edit : TransactionType.Add}
      load={id ? load : undefined}
      initialValues={{ name: { es: '', en: '' } }}
      schema={id ? ZDictionaryCategoryEdit : ZDictionaryCategoryInput}
      checks={{
        'name.es': (value, signal) => dictionaryCategories.check('name', value, id ? { id } : {}, signal),
      }}
      onSubmit={async (values) =>
        categoryValues(
          id
            ? await edit.mutateAsync({
                name: values.name,
                id,
                version: values.version,
              } as TDictionaryCategoryItem)
            : await add.mutateAsync({ name: values.name }),
        )
      }
      onClose={onClose}
    >
      {(form) => (
        <Stack gap="sm">
          <TextInput label={t('category.nameEs')} {...form.inputProps('name.es')} />
          <TextInput label={t('category.nameEn')} lang="en" {...form.inputProps('name.en')} />
        </Stack>
      )}
    </FormFrame>
  );
}
