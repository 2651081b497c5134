import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../api/tenant-query';
import { keepSchoolSignInReturn } from '../model/school-sign-in-return';

/**
 * "Continuar con <name>": a plain link to the start of the sign-in with the school's own provider (the
 * server sends the browser on to it). Shown only when the school has one. The login page's `returnTo` is
 * kept in the tab for the way back.
 */
export function SchoolSignInButton({ disabled, returnTo }: { disabled: boolean; returnTo: string | null }) {
  const { t } = useTranslation('auth');
  const name = useTenant().data?.signInProvider;
  if (!name) return null;
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
        else keepSchoolSignInReturn(returnTo);
      }}
    >
      {t('login.continueWith', { name })}
    </Button>
  );
}
