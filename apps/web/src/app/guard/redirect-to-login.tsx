import { Container, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';

/** How long the page shows before the login screen: long enough to be read. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

/** 'Redirect to Login' (title Login) for a moment, then the login screen with the way back. */
export function RedirectToLogin() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = `${location.pathname}${location.search}`;
  useDocumentTitle(t('page.redirectLogin.title'));

  useEffect(() => {
    const timer = setTimeout(
      () => navigate(`/login?returnTo=${encodeURIComponent(returnTo)}`, { replace: true }),
      LOGIN_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate, returnTo]);

  return (
    <Container size="sm" py="xl" data-testid="redirect-to-login">
      <Title order={1}>{t('page.redirectLogin.title')}</Title>
      <Text mt="sm">{t('page.redirectLogin.text')}</Text>
    </Container>
  );
}
