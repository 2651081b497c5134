import { Anchor, Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import logo from '../../assets/logo.svg';
import { useIsStaff } from '../../lib/session';
import classes from './shell.module.css';
import { useScrollEdges } from './use-scroll-edges';

/** Each link with the paths that belong to its section (a lesson is part of Courses). */
const studentLinks = [
  { key: 'nav.courses', to: '/courses', sections: ['/courses', '/lessons', '/mp3-course'] },
  { key: 'nav.reviews', to: '/reviews', sections: ['/reviews', '/review-lessons'] },
  { key: 'nav.dictionary', to: '/dictionary', sections: ['/dictionary'] },
  { key: 'nav.exercises', to: '/exercises', sections: ['/exercises'] },
  { key: 'nav.exams', to: '/exams', sections: ['/exams'] },
] as const;

export const isInSection = (pathname: string, sections: readonly string[]) =>
  sections.some((section) => pathname === section || pathname.startsWith(`${section}/`));

/**
 * Students: Courses, Reviews, Dictionary, Exercises, Exams (the current one highlighted), scrolling
 * sideways on a narrow screen with a fade at the edge that has more. Staff: a centered logo.
 */
export function SubHeaderNav() {
  const { t } = useTranslation();
  const staff = useIsStaff();
  const { pathname } = useLocation();
  const edges = useScrollEdges<HTMLElement>();
  if (staff) {
    return (
      <div className={`${classes.subnav} ${classes.subnavCentered}`} data-testid="staff-subnav">
        <Anchor component={Link} to="/" aria-label={t('nav.home')}>
          <img src={logo} alt="" width={28} height={28} className={classes.logo} />
        </Anchor>
      </div>
    );
  }
  return (
    <Box
      className={`${classes.subnav} ${classes.subnavFrame}`}
      data-testid="student-subnav"
      data-more-start={edges.start || undefined}
      data-more-end={edges.end || undefined}
    >
      <Box
        component="nav"
        ref={edges.ref}
        aria-label={t('shell:subnav.label')}
        className={`${classes.subnavScroller} ${classes.subnavLinks}`}
      >
        {studentLinks.map((link) => (
          <Anchor
            key={link.to}
            component={Link}
            to={link.to}
            className={classes.subnavLink}
            aria-current={isInSection(pathname, link.sections) ? 'page' : undefined}
          >
            {t(link.key)}
          </Anchor>
        ))}
      </Box>
    </Box>
  );
}
