import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "Continuar con <name>": a plain link to the start of the sign-in with the school's own provider (the
 * server sends the browser on to it). Shown only when the school has one.
 */
export function SchoolSignInButton({ name, disabled }: { name: string; disabled: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Button
      component="a"
      href="/api/auth/oidc/start"
      variant="default"
      fullWidth
      aria-disabled={disabled || undefined}
      data-disabled={disabled || undefined}
      onClick={(event) => {
        if (disabled) event.preventDefault();
      }}
    >
      {t('login.continueWith', { name })}
    </Button>
  );
}
