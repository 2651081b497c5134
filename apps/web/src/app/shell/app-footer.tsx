import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { COPYRIGHT_YEAR } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '../../api/tenant-query';
import { useIsStaff } from '../../lib/session';
import classes from './shell.module.css';

const footerLinks = [
  { key: 'nav.courses', to: '/courses' },
  { key: 'nav.exercises', to: '/excercises' },
  { key: 'nav.exams', to: '/exams' },
  { key: 'nav.contact', to: '/contact-us' },
] as const;

/** Navigation and contact blocks (hidden for staff) and the copyright line. */
export function AppFooter() {
  const { t } = useTranslation();
  const staff = useIsStaff();
  const tenant = useTenant();
  return (
    <Box component="footer" className={classes.footer} py="lg" px="md" mt="xl" data-testid="app-footer">
      <Container size="lg">
        {staff ? null : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" mb="md">
            <Stack
              component="nav"
              gap={4}
              aria-labelledby="footer-navigation"
              data-testid="footer-navigation"
            >
              <Title order={2} size="h5" id="footer-navigation">
                {t('footer.navigation')}
              </Title>
              {footerLinks.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm">
                  {t(link.key)}
                </Anchor>
              ))}
            </Stack>
            <Stack gap={4} data-testid="footer-contact">
              <Title order={2} size="h5">
                {t('footer.contact')}
              </Title>
              {tenant.data ? (
                <>
                  <Anchor href={`mailto:${tenant.data.supportEmail}`} size="sm">
                    {tenant.data.supportEmail}
                  </Anchor>
                  <Anchor href={`tel:${tenant.data.supportPhone.replace(/[^\d+]/g, '')}`} size="sm">
                    {tenant.data.supportPhone}
                  </Anchor>
                </>
              ) : null}
            </Stack>
          </SimpleGrid>
        )}
        <Text size="sm" c="dimmed" ta="center">
          {t('footer.copyright', { year: COPYRIGHT_YEAR })}
        </Text>
      </Container>
    </Box>
  );
}
