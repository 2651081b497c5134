import { Anchor, Container, Group, Paper, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { isAuthenticated, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocationInfo } from '../api/location-query';
import { LoginForm } from '../components/login-form';
import { MessageArea } from '../components/message-area';
import { type LoginView, safeReturnTo } from '../model/login-flow';
import { takeSchoolSignInReturn } from '../model/school-sign-in-return';
import { useLoginFlow } from '../model/use-login-flow';

// The other views load when they are shown: the login form alone is the first screen.
// After the login form's first paint: the school's public facts (its provider) are not the login's own code.
const SchoolSignInButton = lazy(() =>
  import('../components/school-sign-in-button').then((m) => ({ default: m.SchoolSignInButton })),
);
const ForgotPasswordForm = lazy(() =>
  import('../components/forgot-password-form').then((module) => ({ default: module.ForgotPasswordForm })),
);
const ChangePasswordForm = lazy(() =>
  import('../components/change-password-form').then((module) => ({ default: module.ChangePasswordForm })),
);
const TermsForm = lazy(() =>
  import('../components/terms-form').then((module) => ({ default: module.TermsForm })),
);

const titles: Record<LoginView, string> = {
  login: 'login.title',
  'forgot-password': 'forgot.title',
  'change-password': 'change.title',
  terms: 'terms.title',
};

/** The login screen: login, forgot password, change password and terms views. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  // Checked once: a login that completes here navigates on its own.
  const [signedInAlready] = useState(() => isAuthenticated(useSession.getState()));
  const location = useLocationInfo();
  const flow = useLoginFlow(returnTo);
  useDocumentTitle(t(titles[flow.view]));
  // The school's provider sent the browser back: complete the sign-in, or show why it ended (once).
  const oidc = params.get('oidc');
  const oidcError = params.get('oidcError');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival from the provider
  useEffect(() => {
    if (oidc === null && oidcError === null) return;
    setParams({}, { replace: true });
    if (oidc === 'done') void flow.completeSchoolSignIn(takeSchoolSignInReturn());
    else if (oidcError && /^[a-z.-]+$/.test(oidcError)) flow.showError(oidcError);
  }, [oidc, oidcError]);
  if (signedInAlready) return <Navigate to={returnTo ?? '/'} replace />;

  const { view, busy, message } = flow;
  return (
    <Container size={view === 'terms' ? 'sm' : 'xs'} py="xl" px={{ base: 0, xs: 'md' }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="sm">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t(titles[view])}
          </Title>
          <MessageArea message={message} />
          {view === 'login' ? (
            <LoginForm
              busy={busy}
              locationPending={location.isPending}
              onSubmit={(values) => void flow.login(values, location.data?.ip ?? null)}
              onForgotPassword={() => flow.show('forgot-password')}
            />
          ) : null}
          <Suspense fallback={null}>
            {view === 'login' ? <SchoolSignInButton disabled={busy} returnTo={returnTo} /> : null}
            {view === 'forgot-password' ? (
              <ForgotPasswordForm
                busy={busy}
                onSubmit={(username) => void flow.forgotPassword(username)}
                onBack={flow.backToLogin}
              />
            ) : null}
            {view === 'change-password' ? (
              <ChangePasswordForm
                busy={busy}
                lastStep={flow.remainingSteps <= 1}
                onSubmit={(newPassword) => void flow.completeStep('change-password', newPassword)}
              />
            ) : null}
            {view === 'terms' ? (
              <TermsForm busy={busy} onSubmit={() => void flow.completeStep('terms')} />
            ) : null}
          </Suspense>
          {view === 'change-password' || view === 'terms' ? (
            <Group justify="center">
              <Anchor component="button" type="button" size="sm" onClick={flow.backToLogin}>
                {t('backToLogin')}
              </Anchor>
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}
