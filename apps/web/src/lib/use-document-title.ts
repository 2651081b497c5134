import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The document title of a screen: "Cursos · Puente" (the app's name alone while the title is unknown). */
export function useDocumentTitle(title: string | null | undefined) {
  const { t } = useTranslation('common');
  const name = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name;
  }, [title, name]);
}
