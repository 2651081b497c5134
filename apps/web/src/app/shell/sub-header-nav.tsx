import { Anchor, Box, Center, Image, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import logo from '../../assets/logo.svg';
import { useIsStaff } from '../../lib/session';
import classes from './shell.module.css';

const studentLinks = [
  { key: 'nav.courses', to: '/courses' },
  { key: 'nav.reviews', to: '/reviews' },
  { key: 'nav.dictionary', to: '/dictionary' },
  { key: 'nav.exercises', to: '/exercises' },
  { key: 'nav.exams', to: '/exams' },
] as const;

/** Students: Courses, Reviews, Dictionary, Exercises, Exams (the current one highlighted). Staff: a centered logo. */
export function SubHeaderNav() {
  const { t } = useTranslation();
  const staff = useIsStaff();
  if (staff) {
    return (
      <Center className={classes.subnav} data-testid="staff-subnav">
        <Anchor component={Link} to="/" aria-label={t('nav.home')}>
          <Image src={logo} alt="" w={28} h={28} />
        </Anchor>
      </Center>
    );
  }
  return (
    <ScrollArea type="never" className={classes.subnav}>
      <Box component="nav" aria-label={t('shell:subnav.label')} className={classes.subnavLinks}>
        {studentLinks.map((link) => (
          <Anchor key={link.to} component={NavLink} to={link.to} className={classes.subnavLink}>
            {t(link.key)}
          </Anchor>
        ))}
      </Box>
    </ScrollArea>
  );
}
