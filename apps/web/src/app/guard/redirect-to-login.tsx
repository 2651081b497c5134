import { Container, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** 'Redirect to Login' (title Login), then the login screen with the way back. */
export function RedirectToLogin() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = `${location.pathname}${location.search}`;

  useEffect(() => {
    const previous = document.title;
    document.title = t('page.redirectLogin.title');
    navigate(`/login?returnTo=${encodeURIComponent(returnTo)}`, { replace: true });
    return () => {
      document.title = previous;
    };
  }, [navigate, returnTo, t]);

  return (
    <Container size="sm" py="xl" data-testid="redirect-to-login">
      <Title order={1}>{t('page.redirectLogin.title')}</Title>
      <Text mt="sm">{t('page.redirectLogin.text')}</Text>
    </Container>
  );
}
